import type { ToastInput } from "@/components/ui/toaster";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/**
 * The optimistic changes a thread card shows before the server answers (SPEC.md section 4).
 * One reaction per member: liking removes a dislike and the other way round; counts never drop below 0.
 */
export function toggleLike(thread: ThreadDto): ThreadDto {
  if (thread.hasLiked) return { ...thread, hasLiked: false, likesCount: Math.max(0, thread.likesCount - 1) };
  return {
    ...thread,
    hasLiked: true,
    likesCount: thread.likesCount + 1,
    hasDisliked: false,
    dislikesCount: thread.hasDisliked ? Math.max(0, thread.dislikesCount - 1) : thread.dislikesCount,
  };
}

export function toggleDislike(thread: ThreadDto): ThreadDto {
  if (thread.hasDisliked) return { ...thread, hasDisliked: false, dislikesCount: Math.max(0, thread.dislikesCount - 1) };
  return {
    ...thread,
    hasDisliked: true,
    dislikesCount: thread.dislikesCount + 1,
    hasLiked: false,
    likesCount: thread.hasLiked ? Math.max(0, thread.likesCount - 1) : thread.likesCount,
  };
}

export function markPotd(thread: ThreadDto): ThreadDto {
  return thread.hasPotd ? thread : { ...thread, hasPotd: true, potdCount: thread.potdCount + 1 };
}

export function togglePinned(thread: ThreadDto): ThreadDto {
  return { ...thread, isPinned: !thread.isPinned };
}

/** SPEC.md section 8: the Post of the Day failures with their own wording, told apart by the answer's code. */
export function potdFailureToast(error: unknown): ToastInput {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === "POTD_ALREADY_USED") {
    return {
      title: "Daily Limit Reached",
      description: "You've already marked a post as Post of the Day today. Try again tomorrow!",
      variant: "destructive",
    };
  }
  if (code === "NOT_FOUND") {
    return { title: "Post Not Found", description: "The post you're trying to mark couldn't be found.", variant: "destructive" };
  }
  return { title: "Error", description: errorMessage(error, "Failed to mark as Post of the Day"), variant: "destructive" };
}
