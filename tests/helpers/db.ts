import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** Direct access to the run's database, to check what the server wrote. */
export const testDb = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test" }),
});

/**
 * The backends of statements waiting for a lock whose text matches `pattern` (SQL LIKE). Read on
 * a connection of its own: a transaction would see pg_stat_activity as it was when it first read it.
 */
export async function lockWaiters(pattern: string) {
  const rows = await testDb.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ${pattern}`;
  return rows.map((row) => row.pid);
}
