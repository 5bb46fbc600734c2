"use client";

import Link from "next/link";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { MarkdownEditor } from "@/components/markdown/markdown-editor";
import { LazyUpgradeDialog } from "@/components/threads/lazy-upgrade-dialog";
import { CloseIcon, LockIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { REQUEST_KEY_HEADER, submissionKeys } from "@/lib/http/request-key";
import { withQuote } from "@/lib/markdown/markdown";
import { validateInput } from "@/lib/validation/validate-input";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import type { ReplyTarget } from "./reply-actions";
import { useReplyDraftContent } from "./reply-draft";
import { useSlowModeWait } from "./use-slow-mode-wait";

/** SPEC.md section 8: what the upgrade offer says when posting a reply needs the paid plan. */
const FEATURE_UPGRADE_MESSAGE = "You need to upgrade your plan to access this feature.";

/** The seconds a 429 SLOW_MODE answer says to wait. */
function retryAfterOf(error: ApiError) {
  const seconds = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" ? seconds : 0;
}

interface ReplyFormProps {
  threadId: string;
  viewer: ViewerSummary;
  isLocked: boolean;
  /** The thread's slow mode: seconds between one member's replies (0: off; staff are never slowed). */
  slowModeSeconds: number;
  /** The reply being answered; null answers the thread. */
  target: ReplyTarget | null;
  onCancelTarget: () => void;
  onPosted: (reply: ReplyDto) => void;
  /** The server refused the reply because the thread was locked meanwhile. */
  onLocked: () => void;
  ref?: Ref<ReplyFormHandle>;
}

/** What the replies around the form may do with it. */
export interface ReplyFormHandle {
  /** Puts the caret in the reply, to write the answer to the reply just chosen. */
  focus: () => void;
  /** Adds `text` to the reply as a Markdown quote and puts the caret after it. */
  quote: (text: string) => void;
}

const noticeClass = "rounded-lg border border-line bg-panel p-4";

/**
 * The reply box: answers the thread or the chosen reply; Ctrl/Cmd+Enter posts. What is written
 * stays as a draft until posted (reply-draft.ts). Free members are asked to upgrade, a locked
 * thread takes no replies, a slow-mode thread counts down to the next reply, and a member whose
 * session ended is sent to log in.
 */
export function ReplyForm({ threadId, viewer, isLocked, slowModeSeconds, target, onCancelTarget, onPosted, onLocked, ref }: ReplyFormProps) {
  const id = useId();
  const toast = useToast();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useReplyDraftContent(threadId);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Posting the same reply again after a lost answer must not post it twice.
  const [keys] = useState(submissionKeys);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // The session can end while the page is open: the server then answers 401.
  const [signedOut, setSignedOut] = useState(false);
  const canPost = viewer.isPaid;
  // Before hydration a click would submit the form as a plain page request and lose the reply.
  const hydrated = useHydrated();
  const slowMode = useSlowModeWait();
  const slowed = slowModeSeconds > 0 && !viewer.isStaff;

  useImperativeHandle(ref, () => ({
    focus() {
      textarea.current?.focus();
    },
    quote(text: string) {
      setContent((current) => withQuote(current, text));
      const element = textarea.current;
      element?.focus();
      // Once the quote is in, the member writes below it.
      requestAnimationFrame(() => element?.setSelectionRange(element.value.length, element.value.length));
    },
  }));

  if (signedOut) {
    return (
      <p className={noticeClass}>
        You need to be logged in to reply.{" "}
        <Link href={`/login?${new URLSearchParams({ redirect_url: `/thread/${threadId}` })}`} className="inline-flex min-h-11 items-center font-semibold text-red-300 underline">
          Log in
        </Link>
      </p>
    );
  }

  if (isLocked) {
    return (
      <div role="status" className={`${noticeClass} flex items-start gap-3`}>
        <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-400" />
        <div>
          <p className="font-semibold">Replies are closed</p>
          <p className="text-sm text-muted">This thread is locked. New replies are not allowed.</p>
        </div>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = await validateInput(() => import("@/lib/validation/replies").then((module) => module.createReplySchema), {
      content,
      parentReplyId: target?.id ?? null,
    });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const body = { ...checked.data, userId: viewer.id };
      const reply = await apiFetch<ReplyDto>(`/api/threads/${threadId}/replies`, { body, headers: { [REQUEST_KEY_HEADER]: keys.keyFor(body) } });
      keys.succeeded();
      setContent("");
      onCancelTarget();
      if (slowed) slowMode.wait(slowModeSeconds);
      toast({ title: "Your reply has been posted" });
      onPosted(reply);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "UPGRADE_REQUIRED") setUpgradeOpen(true);
      else if (failure instanceof ApiError && failure.status === 401) setSignedOut(true);
      else if (failure instanceof ApiError && failure.code === "SLOW_MODE") {
        slowMode.wait(retryAfterOf(failure));
        setError(failure.message);
      }
      else {
        if (failure instanceof ApiError && failure.code === "THREAD_LOCKED") onLocked();
        toast({ title: "Error", description: errorMessage(failure, "Failed to post reply"), variant: "destructive" });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function submitOnCtrlEnter(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form onSubmit={submit} noValidate className={`${noticeClass} space-y-3`}>
      <label htmlFor={`${id}-content`} className="block font-bold">
        Your reply
      </label>
      {target && (
        <p className="flex items-center justify-between gap-2 rounded bg-ink px-3 text-sm">
          <span className="min-w-0 break-all">
            Replying to <strong>@{target.username}</strong>
          </span>
          <button
            type="button"
            onClick={onCancelTarget}
            aria-label={`Cancel reply to @${target.username}`}
            className="flex min-h-11 min-w-11 items-center justify-center text-muted hover:text-white"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </p>
      )}
      {!canPost && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded border border-brand/50 bg-brand/10 p-3 text-sm">
          Upgrade to post replies.
          <Link href="/checkout" className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
            Upgrade Now
          </Link>
        </p>
      )}
      <MarkdownEditor
        id={`${id}-content`}
        ref={textarea}
        value={content}
        rows={4}
        // Until hydration too: React would put its empty value over what a member typed before.
        disabled={!canPost || !hydrated}
        placeholder={canPost ? "Share your take" : undefined}
        describedBy={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={setContent}
        onKeyDown={submitOnCtrlEnter}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {/* A touch phone has no Ctrl key to press. */}
        <p id={`${id}-hint`} className="mr-auto hidden text-xs text-muted pointer-fine:block">
          Ctrl+Enter (⌘+Enter on a Mac) posts your reply.
        </p>
        {slowed && (
          <p className="text-xs text-muted" aria-live="polite">
            {slowMode.secondsLeft > 0 ? `Slow mode: you can reply again in ${slowMode.secondsLeft} s` : `Slow mode: one reply every ${slowModeSeconds} s`}
          </p>
        )}
        <button type="submit" disabled={submitting || !canPost || !hydrated || slowMode.secondsLeft > 0} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
          {submitting ? "Posting..." : slowMode.secondsLeft > 0 ? `Wait ${slowMode.secondsLeft} s` : "Post Reply"}
        </button>
      </div>
      {upgradeOpen && <LazyUpgradeDialog onClose={() => setUpgradeOpen(false)} message={FEATURE_UPGRADE_MESSAGE} />}
    </form>
  );
}
