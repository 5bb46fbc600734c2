import { apiFetch } from "@/lib/http/api-fetch";
import type { FollowAnswer } from "@/lib/threads/follow";

/** Stops the notices of a followed thread's new replies (DELETE /api/threads/{id}/follow), from one of its notices. */
export const unfollowThread = (threadId: string) => apiFetch<FollowAnswer>(`/api/threads/${threadId}/follow`, { method: "DELETE", body: {} });

export const THREAD_UNFOLLOWED_TOAST = { title: "Thread unfollowed", description: "You will not be told of its new replies." };
