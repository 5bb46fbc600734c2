import { THREAD_PAGE_REPLY_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of a page of a thread's replies, oldest first (offset paging). */
export function replyPageUrl(threadId: string, pageIndex: number) {
  const params = new URLSearchParams({ limit: String(THREAD_PAGE_REPLY_PAGE_SIZE), offset: String(pageIndex * THREAD_PAGE_REPLY_PAGE_SIZE) });
  return `/api/threads/${threadId}/replies?${params}`;
}
