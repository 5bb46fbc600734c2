"use client";

import Link from "next/link";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { MarkdownEditor } from "@/components/markdown/markdown-editor";
import { LazyUpgradeDialog } from "@/components/threads/lazy-upgrade-dialog";
import { CloseIcon } from "@/components/ui/icons";
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
import { REPLY_FORM_CLASS, REPLY_NOTICE_CLASS, RepliesClosedNotice, ReplyFormFooter, slowModeSecondsFor, UpgradeToReplyNotice } from "./reply-form-parts";
import { useSlowModeWait } from "./use-slow-mode-wait";

/** SPEC.md section 8: what the upgrade offer says when posting a reply needs the paid plan. */
const FEATURE_UPGRADE_MESSAGE = "You need to upgrade your plan to access this feature.";

/** The seconds a 429 SLOW_MODE answer says to wait. */
function retryAfterOf(error: ApiError) {
  const seconds = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" ? seconds : 0;
}

export interface ReplyFormProps {
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
  /** Puts the caret in the reply (at `caret`, where the member was typing), to write the answer to the reply just chosen. */
  focus: (caret?: number) => void;
  /** Adds `text` to the reply as a Markdown quote and puts the caret after it. */
  quote: (text: string) => void;
  /** Posts the reply as it stands (Ctrl+Enter pressed before the form had loaded). */
  submit: () => void;
}

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
  const formElement = useRef<HTMLFormElement>(null);
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
  const slowSeconds = slowModeSecondsFor(viewer, slowModeSeconds);

  useImperativeHandle(ref, () => ({
    focus(caret?: number) {
      const element = textarea.current;
      // The caret first: the editor looks for an @mention being typed as it takes the focus.
      if (caret !== undefined) element?.setSelectionRange(caret, caret);
      element?.focus();
    },
    quote(text: string) {
      setContent((current) => withQuote(current, text));
      const element = textarea.current;
      element?.focus();
      // Once the quote is in, the member writes below it.
      requestAnimationFrame(() => element?.setSelectionRange(element.value.length, element.value.length));
    },
    submit() {
      formElement.current?.requestSubmit();
    },
  }));

  if (signedOut) {
    return (
      <p className={REPLY_NOTICE_CLASS}>
        You need to be logged in to reply.{" "}
        <Link href={`/login?${new URLSearchParams({ redirect_url: `/thread/${threadId}` })}`} className="inline-flex min-h-11 items-center font-semibold text-red-300 underline">
          Log in
        </Link>
      </p>
    );
  }

  if (isLocked) return <RepliesClosedNotice />;

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
      if (slowSeconds > 0) slowMode.wait(slowSeconds);
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
    <form ref={formElement} onSubmit={submit} noValidate className={REPLY_FORM_CLASS}>
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
      {!canPost && <UpgradeToReplyNotice />}
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
      <ReplyFormFooter
        hintId={`${id}-hint`}
        slowModeSeconds={slowSeconds}
        secondsLeft={slowMode.secondsLeft}
        submitting={submitting}
        disabled={submitting || !canPost || !hydrated || slowMode.secondsLeft > 0}
      />
      {upgradeOpen && <LazyUpgradeDialog onClose={() => setUpgradeOpen(false)} message={FEATURE_UPGRADE_MESSAGE} />}
    </form>
  );
}
