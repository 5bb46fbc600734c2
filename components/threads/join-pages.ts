import type { ThreadDto } from "@/lib/threads/thread-dto";

/** Pages joined in order, each thread once (activity can shift a thread onto a later page). */
export function joinPages(pages: ThreadDto[][]) {
  const seen = new Set<string>();
  return pages.flat().filter((thread) => !seen.has(thread.id) && seen.add(thread.id));
}
