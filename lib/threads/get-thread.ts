import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { threadInclude, toThreadDto } from "./thread-dto";

/** One thread as `viewer` may see it, or null when it does not exist. */
export async function findThread(threadId: string, viewer: Viewer, client: Prisma.TransactionClient = db) {
  const row = await client.thread.findUnique({ where: { id: threadId }, include: threadInclude(viewer?.id ?? null) });
  return row && toThreadDto(row, viewer);
}

/** One thread as `viewer` may see it; 404 "Thread not found" when it does not exist. */
export async function getThread(threadId: string, viewer: Viewer, client: Prisma.TransactionClient = db) {
  const thread = await findThread(threadId, viewer, client);
  if (!thread) throw notFound("Thread not found");
  return thread;
}
