import type { ToastInput } from "@/components/ui/toaster";
import type { BookmarkAnswer } from "@/lib/bookmarks/bookmarks";
import { ApiError, apiFetch } from "@/lib/http/api-fetch";
import type { FollowAnswer } from "@/lib/threads/follow";
import type { DislikeThreadAnswer, LikeThreadAnswer } from "@/lib/threads/react-to-thread";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { UpdateThreadInput } from "@/lib/validation/threads";

/**
 * The calls behind a thread card's actions and the toasts their success shows (SPEC.md section 8).
 * Loaded when a member first reaches for a card's actions (use-thread-actions.ts); the optimistic
 * change and the failure toasts do not wait for it. Each call but `remove` answers the fields it
 * changed.
 */
export interface ThreadRequestContext {
  thread: ThreadDto;
  viewerId: string | undefined;
  toast: (toast: ToastInput) => void;
}

const urlOf = (thread: ThreadDto) => `/api/threads/${thread.id}`;

/** The like answer's `wasLiked` says whether the thread was liked before the call. */
export function likeToast(wasLiked: boolean): ToastInput {
  return { title: wasLiked ? "You unliked this post" : "You liked this post" };
}

export async function like({ thread, viewerId, toast }: ThreadRequestContext) {
  const { wasLiked, ...next } = await apiFetch<LikeThreadAnswer>(`${urlOf(thread)}/like`, { body: { userId: viewerId } });
  toast(likeToast(wasLiked));
  return next;
}

export async function dislike({ thread, viewerId }: ThreadRequestContext) {
  const { wasDisliked: _, ...next } = await apiFetch<DislikeThreadAnswer>(`${urlOf(thread)}/dislike`, { body: { userId: viewerId } });
  return next;
}

export async function markPotd({ thread, viewerId, toast }: ThreadRequestContext) {
  const next = await apiFetch<ThreadDto>(`${urlOf(thread)}/potd`, { body: { userId: viewerId } });
  toast({ title: "You've marked this post as your Post of the Day!" });
  return next;
}

export async function togglePin({ thread, viewerId, toast }: ThreadRequestContext) {
  const next = await apiFetch<ThreadDto>(`${urlOf(thread)}/pin`, { body: { userId: viewerId } });
  toast({ title: "Thread pin status updated." });
  return next;
}

export async function edit({ thread, viewerId, toast }: ThreadRequestContext, input: UpdateThreadInput) {
  const next = await apiFetch<ThreadDto>(urlOf(thread), { method: "PUT", body: { userId: viewerId, ...input } });
  toast({ title: "Thread edited successfully" });
  return next;
}

/** Resolves once the thread is gone: deleted now, or already (sent again after a lost answer, or deleted by staff meanwhile). */
export async function remove({ thread, viewerId, toast }: ThreadRequestContext) {
  try {
    await apiFetch(urlOf(thread), { method: "DELETE", body: { userId: viewerId } });
    toast({ title: "Thread deleted successfully" });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "NOT_FOUND")) throw error;
    toast({ title: "This thread has already been deleted." });
  }
}

export async function toggleBookmark({ thread, toast }: ThreadRequestContext): Promise<Partial<ThreadDto>> {
  const { bookmarked } = await apiFetch<BookmarkAnswer>(`${urlOf(thread)}/bookmark`, { method: thread.hasBookmarked ? "DELETE" : "PUT", body: {} });
  toast({ title: bookmarked ? "Saved to your bookmarks" : "Removed from your bookmarks" });
  return { hasBookmarked: bookmarked };
}

export async function toggleFollow({ thread, toast }: ThreadRequestContext): Promise<Partial<ThreadDto>> {
  const { following } = await apiFetch<FollowAnswer>(`${urlOf(thread)}/follow`, { method: thread.isFollowing ? "DELETE" : "PUT", body: {} });
  toast({ title: following ? "Following this thread" : "Thread unfollowed", description: following ? "You will be told of its new replies." : undefined });
  return { isFollowing: following };
}
