import { useEffect } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import type { ThreadReadAnswer } from "@/lib/threads/read-state";

/**
 * Once the thread page shows, the member has read it up to when the server rendered it: replies
 * posted after that stay new. A failed call only means they stay new until the next visit.
 */
export function useMarkRead(threadId: string, readUpTo: string) {
  useEffect(() => {
    apiFetch<ThreadReadAnswer>(`/api/threads/${threadId}/read`, { body: { upTo: readUpTo } }).catch(() => undefined);
  }, [threadId, readUpTo]);
}
