import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import {
  likeToast,
  markPotd,
  potdFailureToast,
  toggleDislike,
  toggleLike,
  togglePinned,
  type ToastContent,
} from "@/components/threads/thread-state";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { UpdateThreadInput } from "@/lib/validation/threads";

export interface ThreadChangeHandlers {
  /** The server's thread after a successful change (its list may move or refresh it). */
  onChange?: (thread: ThreadDto) => void;
  onDeleted?: (threadId: string) => void;
}

const failure = (fallback: string) => (error: unknown): ToastContent => ({
  title: "Error",
  description: errorMessage(error, fallback),
  variant: "destructive",
});

/**
 * A thread card's state and its calls. Reactions and pins show at once and are rolled back when
 * the server refuses; every outcome gets the toast SPEC.md section 8 names.
 */
export function useThreadActions(source: ThreadDto, viewer: ViewerSummary | null, { onChange, onDeleted }: ThreadChangeHandlers) {
  const toast = useToast();
  const [thread, setThread] = useState(source);
  const [shownSource, setShownSource] = useState(source);
  const [busy, setBusy] = useState(false);
  // A new thread object from the owner (a refreshed list) replaces the local copy.
  if (source !== shownSource) {
    setShownSource(source);
    setThread(source);
  }

  const url = `/api/threads/${thread.id}`;
  const body = { userId: viewer?.id };

  /** Runs one call; returns whether it succeeded. */
  async function mutate(
    optimistic: ((current: ThreadDto) => ThreadDto) | null,
    request: () => Promise<ThreadDto>,
    failureToast: (error: unknown) => ToastContent,
  ) {
    const before = thread;
    if (optimistic) setThread(optimistic(before));
    setBusy(true);
    try {
      const next = await request();
      setThread(next);
      onChange?.(next);
      return true;
    } catch (error) {
      setThread(before);
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
          const { wasLiked, ...next } = await apiFetch<ThreadDto & { wasLiked: boolean }>(`${url}/like`, { body });
          toast(likeToast(wasLiked));
          return next;
        },
        failure("Failed to like post"),
      ),
    dislike: () =>
      mutate(
        toggleDislike,
        async () => {
          const { wasDisliked: _, ...next } = await apiFetch<ThreadDto & { wasDisliked: boolean }>(`${url}/dislike`, { body });
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
        (error) => potdFailureToast(errorMessage(error, "Failed to mark as Post of the Day")),
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
        onDeleted?.(thread.id);
      } catch (error) {
        toast(failure("Failed to delete thread")(error));
      } finally {
        setBusy(false);
      }
    },
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
