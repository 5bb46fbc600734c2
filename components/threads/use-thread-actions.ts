import { useState } from "react";
import { useToast, type ToastInput } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { errorMessage } from "@/lib/http/api-fetch";
import { markPotd, potdFailureToast, toggleDislike, toggleLike, togglePinned } from "@/components/threads/thread-state";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { UpdateThreadInput } from "@/lib/validation/threads";

/** The calls and their success toasts, loaded when a member first reaches for a card's actions. */
const loadRequests = () => import("./thread-requests");

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

const failure = (fallback: string) => (error: unknown): ToastInput => ({
  title: "Error",
  description: errorMessage(error, fallback),
  variant: "destructive",
});

/**
 * A thread card's calls: every outcome gets the toast SPEC.md section 8 names. The optimistic change
 * shows at once; the call waits for its code (`thread-requests.ts`), which `preload` fetches as a
 * pointer or the keyboard reaches the card's actions.
 */
export function useThreadActions(thread: ThreadDto, viewer: ViewerSummary | null, owner: ThreadOwner) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const context = { thread, viewerId: viewer?.id, toast };

  /** Runs one call against the owner's copy; returns whether it succeeded. */
  async function mutate(
    optimistic: ((current: ThreadDto) => ThreadDto) | null,
    request: () => Promise<Partial<ThreadDto>>,
    failureToast: (error: unknown) => ToastInput,
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
    preload: () => void loadRequests().catch(() => {}),
    like: () => mutate(toggleLike, async () => (await loadRequests()).like(context), failure("Failed to like post")),
    dislike: () => mutate(toggleDislike, async () => (await loadRequests()).dislike(context), failure("Failed to dislike post")),
    markPotd: () => mutate(markPotd, async () => (await loadRequests()).markPotd(context), (error) => potdFailureToast(error)),
    togglePin: () => mutate(togglePinned, async () => (await loadRequests()).togglePin(context), failure("Failed to pin post")),
    edit: (input: UpdateThreadInput) => mutate(null, async () => (await loadRequests()).edit(context, input), failure("Failed to edit thread")),
    remove: async () => {
      setBusy(true);
      try {
        await (await loadRequests()).remove(context);
        owner.deleted(thread.id);
      } catch (error) {
        toast(failure("Failed to delete thread")(error));
      } finally {
        setBusy(false);
      }
    },
    toggleBookmark: () =>
      mutate(
        (current) => ({ ...current, hasBookmarked: !current.hasBookmarked }),
        async () => (await loadRequests()).toggleBookmark(context),
        failure("Failed to update your bookmarks"),
      ),
    toggleFollow: () =>
      mutate(
        (current) => ({ ...current, isFollowing: !current.isFollowing }),
        async () => (await loadRequests()).toggleFollow(context),
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
