import { UpgradeNotice } from "@/components/billing/upgrade-notice";
import { LockIcon } from "@/components/ui/icons";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";

/**
 * The reply box's parts that show before its behaviour loads (reply-box.tsx) and after
 * (reply-form.tsx): both lay them out alike, so the swap moves nothing.
 */

/** The seconds a member waits between replies in a slow-mode thread (staff are never slowed). */
export const slowModeSecondsFor = (viewer: ViewerSummary, threadSlowModeSeconds: number) => (viewer.isStaff ? 0 : threadSlowModeSeconds);

export const REPLY_NOTICE_CLASS = "rounded-lg border border-line bg-panel p-4";
export const REPLY_FORM_CLASS = `${REPLY_NOTICE_CLASS} space-y-3`;

export function RepliesClosedNotice() {
  return (
    <div role="status" className={`${REPLY_NOTICE_CLASS} flex items-start gap-3`}>
      <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-400" />
      <div>
        <p className="font-semibold">Replies are closed</p>
        <p className="text-sm text-muted">This thread is locked. New replies are not allowed.</p>
      </div>
    </div>
  );
}

export function UpgradeToReplyNotice() {
  return <UpgradeNotice text="Upgrade to post replies." />;
}

interface ReplyFormFooterProps {
  hintId: string;
  /** The thread's slow mode for this member (0: not slowed). */
  slowModeSeconds: number;
  /** Seconds until the member may reply again under slow mode. */
  secondsLeft: number;
  submitting: boolean;
  disabled: boolean;
}

/** The keyboard hint, the slow mode's state and Post Reply. */
export function ReplyFormFooter({ hintId, slowModeSeconds, secondsLeft, submitting, disabled }: ReplyFormFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {/* A touch phone has no Ctrl key to press. */}
      <p id={hintId} className="mr-auto hidden text-xs text-muted pointer-fine:block">
        Ctrl+Enter (⌘+Enter on a Mac) posts your reply.
      </p>
      {slowModeSeconds > 0 && (
        <p className="text-xs text-muted" aria-live="polite">
          {secondsLeft > 0 ? `Slow mode: you can reply again in ${secondsLeft} s` : `Slow mode: one reply every ${slowModeSeconds} s`}
        </p>
      )}
      <button type="submit" disabled={disabled} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
        {submitting ? "Posting..." : secondsLeft > 0 ? `Wait ${secondsLeft} s` : "Post Reply"}
      </button>
    </div>
  );
}
