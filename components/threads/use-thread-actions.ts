import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { BookmarkAnswer } from "@/lib/bookmarks/bookmarks";
import type { FollowAnswer } from "@/lib/threads/follow";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import {
  likeToast,
  markPotd,
  potdFailureToast,
  toggleDislike,
  toggleLike,
  togglePinned,
  type ToastContent,
} from "@/components/threads/thread-state";
import type { DislikeThreadAnswer, LikeThreadAnswer } from "@/lib/threads/react-to-thread";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { UpdateThreadInput } from "@/lib/validation/threads";

/**
 * The read a thread is shown from (a feed, a member's posts, the thread page): it runs each write
 * against its cached copy of the thread, optimistic first and rolled back on failure, and drops
 * the thread once deleted.
 */
export interface ThreadOwner {
  /** `request` answers the thread as the server now has it, or only the fields the call changed. */
  change: (thread: ThreadDto, optimistic: ((thread: ThreadDto) => ThreadDto) | null, request: () => Promise<Partial<ThreadDto>>) => Promise<unknown>;
  deleted: (threadId: string) => void;
}

const failure = (fallback: string) => (error: unknown): ToastContent => ({
  title: "Error",
  description: errorMessage(error, fallback),
  variant: "destructive",
});

/** A thread card's calls: every outcome gets the toast SPEC.md section 8 names. */
export function useThreadActions(thread: ThreadDto, viewer: ViewerSummary | null, owner: ThreadOwner) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const url = `/api/threads/${thread.id}`;
  const body = { userId: viewer?.id };

  /** Runs one call against the owner's copy; returns whether it succeeded. */
  async function mutate(
    optimistic: ((current: ThreadDto) => ThreadDto) | null,
    request: () => Promise<Partial<ThreadDto>>,
    failureToast: (error: unknown) => ToastContent,
  ) {
    setBusy(true);
    try {
      await owner.change(thread, optimistic, request);
      return true;
    } catch (error) {
      toast(failureToast(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    thread,
    busy,
    like: () =>
      mutate(
        toggleLike,
        async () => {
          const { wasLiked, ...next } = await apiFetch<LikeThreadAnswer>(`${url}/like`, { body });
          toast(likeToast(wasLiked));
          return next;
        },
        failure("Failed to like post"),
      ),
    dislike: () =>
      mutate(
        toggleDislike,
        async () => {
          const { wasDisliked: _, ...next } = await apiFetch<DislikeThreadAnswer>(`${url}/dislike`, { body });
          return next;
        },
        failure("Failed to dislike post"),
      ),
    markPotd: () =>
      mutate(
        markPotd,
        async () => {
          const next = await apiFetch<ThreadDto>(`${url}/potd`, { body });
          toast({ title: "You've marked this post as your Post of the Day!" });
          return next;
        },
        (error) => potdFailureToast(error),
      ),
    togglePin: () =>
      mutate(
        togglePinned,
        async () => {
          const next = await apiFetch<ThreadDto>(`${url}/pin`, { body });
          toast({ title: "Thread pin status updated." });
          return next;
        },
        failure("Failed to pin post"),
      ),
    edit: (input: UpdateThreadInput) =>
      mutate(
        null,
        async () => {
          const next = await apiFetch<ThreadDto>(url, { method: "PUT", body: { ...body, ...input } });
          toast({ title: "Thread edited successfully" });
          return next;
        },
        failure("Failed to edit thread"),
      ),
    remove: async () => {
      setBusy(true);
      try {
        await apiFetch(url, { method: "DELETE", body });
        toast({ title: "Thread deleted successfully" });
        owner.deleted(thread.id);
      } catch (error) {
        // Sent again after a lost answer, or deleted by staff meanwhile: gone either way.
        if (error instanceof ApiError && error.code === "NOT_FOUND") {
          toast({ title: "This thread has already been deleted." });
          owner.deleted(thread.id);
        } else toast(failure("Failed to delete thread")(error));
      } finally {
        setBusy(false);
      }
    },
    toggleBookmark: () =>
      mutate(
        (current) => ({ ...current, hasBookmarked: !current.hasBookmarked }),
        async () => {
          const { bookmarked } = await apiFetch<BookmarkAnswer>(`${url}/bookmark`, { method: thread.hasBookmarked ? "DELETE" : "PUT", body: {} });
          toast({ title: bookmarked ? "Saved to your bookmarks" : "Removed from your bookmarks" });
          return { hasBookmarked: bookmarked };
        },
        failure("Failed to update your bookmarks"),
      ),
    toggleFollow: () =>
      mutate(
        (current) => ({ ...current, isFollowing: !current.isFollowing }),
        async () => {
          const { following } = await apiFetch<FollowAnswer>(`${url}/follow`, { method: thread.isFollowing ? "DELETE" : "PUT", body: {} });
          toast({ title: following ? "Following this thread" : "Thread unfollowed", description: following ? "You will be told of its new replies." : undefined });
          return { isFollowing: following };
        },
        failure("Failed to change whether you follow this thread"),
      ),
    copyLink: async () => {
      try {
        await navigator.clipboard.writeText(`${window.location.origin}/thread/${thread.id}`);
        toast({ title: "Link copied", description: "Thread link copied to clipboard" });
      } catch {
        toast({ title: "Error", description: "Failed to copy link", variant: "destructive" });
      }
    },
    shareToX: () => {
      const params = new URLSearchParams({
        text: `Check out this Fight Forum thread: ${thread.title}`,
        url: `${window.location.origin}/thread/${thread.id}`,
      });
      window.open(`https://x.com/intent/tweet?${params}`, "_blank", "noopener,noreferrer");
    },
  };
}
export type ThreadActions = ReturnType<typeof useThreadActions>;
