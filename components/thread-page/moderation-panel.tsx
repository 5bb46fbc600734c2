"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LockIcon, PinIcon, TrashIcon } from "@/components/ui/icons";
import { DeleteThreadDialog } from "@/components/threads/delete-thread-dialog";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { CATEGORIES } from "@/lib/categories";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { togglePinned } from "@/components/threads/thread-state";
import type { ThreadOwner } from "@/components/threads/use-thread-actions";
import type { MoveThreadAnswer } from "@/lib/threads/move-thread";
import type { SlowModeAnswer } from "@/lib/threads/slow-mode";
import type { ThreadLockAnswer } from "@/lib/threads/toggle-thread-lock";
import type { ThreadDto } from "@/lib/threads/thread-dto";

interface ModerationPanelProps {
  thread: ThreadDto;
  viewer: ViewerSummary;
  /** The thread page's cached thread, which pinning changes. */
  owner: ThreadOwner;
  onLockChanged: (isLocked: boolean) => void;
  onSlowModeChanged: (slowModeSeconds: number) => void;
  onMoved: (category: MoveThreadAnswer) => void;
}

/** The intervals staff choose from (seconds; 0 is off). */
const SLOW_MODE_CHOICES = [
  { seconds: 0, label: "Off" },
  { seconds: 10, label: "10 seconds" },
  { seconds: 30, label: "30 seconds" },
  { seconds: 60, label: "1 minute" },
  { seconds: 300, label: "5 minutes" },
];

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded border border-line px-4 text-sm font-semibold hover:bg-line disabled:opacity-60";

/**
 * Lock/Unlock, Pin/Unpin, Delete Thread, slow mode and the category, for admins and moderators. The controls wait
 * for the page to hydrate (this panel's code loads apart): a choice made before would do nothing.
 */
export function ModerationPanel({ thread, viewer, owner, onLockChanged, onSlowModeChanged, onMoved }: ModerationPanelProps) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const controlsDisabled = busy || !hydrated;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const url = `/api/threads/${thread.id}`;
  const body = { userId: viewer.id };

  /** Runs one call; a refusal is told in a toast. */
  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, fallback), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const toggleLock = () =>
    run(async () => {
      const { isLocked } = await apiFetch<ThreadLockAnswer>(`${url}/lock`, { body });
      onLockChanged(isLocked);
      toast({ title: isLocked ? "Thread locked" : "Thread unlocked" });
    }, thread.isLocked ? "Failed to unlock thread" : "Failed to lock thread");

  const togglePin = () =>
    run(async () => {
      await owner.change(thread, togglePinned, () => apiFetch<ThreadDto>(`${url}/pin`, { body }));
      toast({ title: "Thread pin status updated." });
    }, "Failed to pin post");

  const changeSlowMode = (seconds: number) =>
    run(async () => {
      const { slowModeSeconds } = await apiFetch<SlowModeAnswer>(`${url}/slow-mode`, { method: "PUT", body: { seconds } });
      onSlowModeChanged(slowModeSeconds);
      toast({ title: slowModeSeconds ? "Slow mode on" : "Slow mode off" });
    }, "Failed to change slow mode");

  const moveTo = (categoryId: string) =>
    run(async () => {
      const moved = await apiFetch<MoveThreadAnswer>(`${url}/category`, { method: "PUT", body: { categoryId } });
      onMoved(moved);
      toast({ title: "Thread moved", description: `The thread is now in ${moved.categoryName}.` });
    }, "Failed to move the thread");

  const deleteThread = () =>
    run(async () => {
      await apiFetch(url, { method: "DELETE", body });
      setConfirmingDelete(false);
      toast({ title: "Thread deleted", description: "The thread has been deleted successfully" });
      router.push("/forum");
    }, "Failed to delete thread");

  return (
    <section aria-labelledby="moderation-title" className="rounded-lg border border-line bg-panel p-4">
      <h2 id="moderation-title" className="font-bold">
        Moderation
      </h2>
      <div className="mt-3 flex flex-wrap gap-2 lg:flex-col">
        <button type="button" disabled={controlsDisabled} onClick={toggleLock} className={buttonClass}>
          <LockIcon className="h-4 w-4" />
          {thread.isLocked ? "Unlock" : "Lock"}
        </button>
        <button type="button" disabled={controlsDisabled} onClick={togglePin} className={buttonClass}>
          <PinIcon className="h-4 w-4" />
          {thread.isPinned ? "Unpin" : "Pin"}
        </button>
        <button type="button" disabled={controlsDisabled} onClick={() => setConfirmingDelete(true)} className={`${buttonClass} text-red-400`}>
          <TrashIcon className="h-4 w-4" />
          Delete Thread
        </button>
      </div>
      <label className="mt-3 flex flex-col gap-1 text-sm">
        <span className="font-semibold">Slow mode</span>
        <select
          value={SLOW_MODE_CHOICES.some((choice) => choice.seconds === thread.slowModeSeconds) ? thread.slowModeSeconds : ""}
          disabled={controlsDisabled}
          onChange={(event) => changeSlowMode(Number(event.target.value))}
          className="min-h-11 rounded border border-line bg-ink px-2"
        >
          {!SLOW_MODE_CHOICES.some((choice) => choice.seconds === thread.slowModeSeconds) && <option value="">{thread.slowModeSeconds} seconds</option>}
          {SLOW_MODE_CHOICES.map((choice) => (
            <option key={choice.seconds} value={choice.seconds}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="mt-3 flex flex-col gap-1 text-sm">
        <span className="font-semibold">Category</span>
        <select value={thread.categoryId} disabled={controlsDisabled} onChange={(event) => moveTo(event.target.value)} className="min-h-11 rounded border border-line bg-ink px-2">
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      {confirmingDelete && <DeleteThreadDialog busy={busy} onCancel={() => setConfirmingDelete(false)} onConfirm={deleteThread} />}
    </section>
  );
}
