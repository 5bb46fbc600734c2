import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { toThreadDto } from "./thread-dto";
import { findThreadRows } from "./thread-rows";

/** One thread as `viewer` may see it, or null when it does not exist. */
export async function findThread(threadId: string, viewer: Viewer, client: Prisma.TransactionClient = db) {
  const [row] = await findThreadRows(Prisma.sql`SELECT ${threadId}::text AS id`, Prisma.sql`t.id`, viewer?.id ?? null, client);
  return row ? toThreadDto(row, viewer) : null;
}

/** One thread as `viewer` may see it; 404 "Thread not found" when it does not exist. */
export async function getThread(threadId: string, viewer: Viewer, client: Prisma.TransactionClient = db) {
  const thread = await findThread(threadId, viewer, client);
  if (!thread) throw notFound("Thread not found");
  return thread;
}
