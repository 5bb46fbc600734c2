import "server-only";
import pg from "pg";
import { env } from "@/lib/env";

/**
 * Values read from the members table, kept in this server process until it changes. A trigger
 * notifies the channel when a transaction that changed a member's ranking columns commits,
 * whoever wrote it (the app, a script, a person at a SQL prompt): see the migration
 * `issue9_member_change_notifications`. One connection per process listens (on
 * DATABASE_URL_UNPOOLED when set, like live updates: lib/live/hub.ts); while it is not
 * listening nothing is cached, so a notification missed while disconnected cannot leave a stale
 * value, and every value is dropped after MAX_AGE_MS at the latest.
 */
const CHANNEL = "members_changed";
const MAX_AGE_MS = 60_000;
const RECONNECT_DELAY_MS = 1_000;

let listener: pg.Client | null = null;
let listening = false;
/** Moves on every notification and every lost connection: a value read before a move is stale. */
let generation = 0;

function listen() {
  if (listener) return;
  // LISTEN needs a session of its own: through a transaction pooler it would hear nothing.
  const client = new pg.Client({ connectionString: env.DATABASE_URL_UNPOOLED ?? env.DATABASE_URL, keepAlive: true });
  listener = client;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    listening = false;
    generation += 1;
    void client.end().catch(() => {});
    setTimeout(() => {
      listener = null;
    }, RECONNECT_DELAY_MS).unref();
  };
  client.on("notification", () => {
    generation += 1;
  });
  client.on("error", stop);
  client.on("end", stop);
  client
    .connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .then(() => {
      if (!stopped) listening = true;
    }, stop);
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * `compute(key)`, answered from memory while no member changed since it ran. Concurrent callers of
 * a key share one computation. Only the keys read since the last change are held.
 */
export function cachedUntilMembersChange<T>(compute: (key: string) => Promise<T>) {
  const entries = new Map<string, Entry<T>>();
  let entriesGeneration = generation;
  return (key: string): Promise<T> => {
    listen();
    if (!listening) return compute(key);
    if (entriesGeneration !== generation) {
      entries.clear();
      entriesGeneration = generation;
    }
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = compute(key);
    entries.set(key, { value, expiresAt: now + MAX_AGE_MS });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
