"use client";

import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { EDITOR_TEXTAREA_CLASS, EditorModeTabs, MarkdownHint } from "@/components/markdown/editor-chrome";
import { LoadFailedInPlace } from "@/components/ui/load-failed-in-place";
import { onDemand, useOnDemand } from "@/components/ui/on-demand";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useReplyDraftContent } from "./reply-draft";
import type { ReplyFormHandle, ReplyFormProps } from "./reply-form";
import { REPLY_FORM_CLASS, RepliesClosedNotice, ReplyFormFooter, slowModeSecondsFor, UpgradeToReplyNotice } from "./reply-form-parts";

// Most readers never write: the form's behaviour (posting, the preview, @mentions) loads when a
// member first reaches for it, not with the page; the stand-in stays until it has.
const replyFormCode = onDemand(() => import("./reply-form").then((module) => module.ReplyForm));

type FormAction = (form: ReplyFormHandle) => void;

interface StandInProps {
  threadId: string;
  canPost: boolean;
  slowModeSeconds: number;
  /** The member reached for the form: load it. */
  onReach: () => void;
  /**
   * Where the caret is in the stand-in's text area while it has the focus (null: it lost it to
   * another control); the form then takes the focus over there.
   */
  onCaret: (caret: number | null) => void;
  /** Post Reply or Ctrl/Cmd+Enter: post once the form has loaded. */
  onSubmit: () => void;
  /** A pointer or Space went down in the stand-in. */
  onPress: () => void;
}

/**
 * The reply form as it looks, before its behaviour has loaded: what is typed goes to the same
 * draft the form reads (reply-draft.ts), so nothing typed meanwhile is lost.
 */
function ReplyFormStandIn({ threadId, canPost, slowModeSeconds, onReach, onCaret, onSubmit, onPress }: StandInProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [content, setContent] = useReplyDraftContent(threadId);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onPointerDown={onPress}
      onKeyDown={(event) => event.key === " " && onPress()}
      className={REPLY_FORM_CLASS}
    >
      <label htmlFor={`${id}-content`} className="block font-bold">
        Your reply
      </label>
      {!canPost && <UpgradeToReplyNotice />}
      <div className="mt-1">
        <EditorModeTabs previewing={false} onChange={onReach} />
        <textarea
          id={`${id}-content`}
          value={content}
          rows={4}
          disabled={!canPost || !hydrated}
          placeholder={canPost ? "Share your take" : undefined}
          aria-describedby={`${id}-markdown ${id}-hint`}
          onChange={(event) => {
            setContent(event.target.value);
            onCaret(event.target.selectionEnd);
          }}
          onSelect={(event) => onCaret(event.currentTarget.selectionEnd)}
          onFocus={(event) => {
            onCaret(event.currentTarget.selectionEnd);
            onReach();
          }}
          // Focus moved to another control; a text area removed for the loaded form has none to move to.
          onBlur={(event) => event.relatedTarget && onCaret(null)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          className={EDITOR_TEXTAREA_CLASS}
        />
        <MarkdownHint id={`${id}-markdown`} />
      </div>
      <ReplyFormFooter hintId={`${id}-hint`} slowModeSeconds={slowModeSeconds} secondsLeft={0} submitting={false} disabled={!canPost || !hydrated} />
    </form>
  );
}

/**
 * The reply box under the replies: the stand-in until the member reaches for it (focuses the text,
 * switches to Preview, presses Post Reply, answers or quotes a reply) and the form (reply-form.tsx)
 * has loaded, then the form. A draft or a reply chosen to answer, kept from before a reload, loads
 * the form at once.
 */
export function ReplyBox({ ref, ...props }: ReplyFormProps) {
  const [content] = useReplyDraftContent(props.threadId);
  const form = useOnDemand(replyFormCode);
  const [pressing, holdWhilePressed] = useHeldWhilePressed();
  const hasDraft = content !== "" || props.target !== null;
  useEffect(() => {
    if (hasDraft) replyFormCode.request();
  }, [hasDraft]);
  const formHandle = useRef<ReplyFormHandle | null>(null);
  // What the page asked of the form before it had loaded.
  const pending = useRef<FormAction | null>(null);
  // Where the member was typing in the stand-in, if it had the focus.
  const caret = useRef<number | null>(null);

  const withForm = (action: FormAction) => {
    if (formHandle.current) return action(formHandle.current);
    pending.current = action;
    replyFormCode.request();
  };
  useImperativeHandle(ref, () => ({
    focus: () => withForm((handle) => handle.focus()),
    quote: (text) => withForm((handle) => handle.quote(text)),
    submit: () => withForm((handle) => handle.submit()),
  }));
  // Stable, so that React hands it the form once, as it mounts.
  const attach = useCallback((handle: ReplyFormHandle | null) => {
    formHandle.current = handle;
    if (!handle) return;
    const action = pending.current;
    pending.current = null;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (action) action(handle);
    else if (caret.current !== null && focusLost) handle.focus(caret.current);
    caret.current = null;
  }, []);

  if (props.isLocked) return <RepliesClosedNotice />;
  if (form.status === "loaded" && !pressing) {
    const ReplyForm = form.value;
    return <ReplyForm {...props} ref={attach} />;
  }
  return (
    <>
      <ReplyFormStandIn
        threadId={props.threadId}
        canPost={props.viewer.isPaid}
        slowModeSeconds={slowModeSecondsFor(props.viewer, props.slowModeSeconds)}
        onReach={replyFormCode.request}
        onCaret={(now) => {
          caret.current = now;
        }}
        onSubmit={() => withForm((handle) => handle.submit())}
        onPress={holdWhilePressed}
      />
      {form.status === "failed" && <LoadFailedInPlace what="The reply form" onRetry={replyFormCode.request} />}
    </>
  );
}

/**
 * Whether a press that began in the stand-in is still down. The loaded form waits for its end: it
 * would take the pressed button's place, and a press that ends on another element than it began
 * on makes no click, so Post Reply held down as the form arrived sent nothing. The hold ends after
 * the click the release makes, which the browser dispatches in the same task.
 */
function useHeldWhilePressed() {
  const [pressing, setPressing] = useState(false);
  const ended = useRef<AbortController | null>(null);
  useEffect(() => () => ended.current?.abort(), []);
  const hold = useCallback(() => {
    ended.current?.abort();
    const press = new AbortController();
    ended.current = press;
    setPressing(true);
    const end = () => {
      press.abort();
      setTimeout(() => setPressing(false));
    };
    for (const type of ["pointerup", "pointercancel", "keyup", "blur"]) window.addEventListener(type, end, { signal: press.signal });
  }, []);
  return [pressing, hold] as const;
}
