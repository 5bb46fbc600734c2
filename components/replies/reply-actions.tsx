"use client";

import { useRef, useState, type Ref } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { BookmarkIcon, FlagIcon, MessageIcon, PencilIcon, QuoteIcon, ThumbsDownIcon, ThumbsUpIcon, TrashIcon } from "@/components/ui/icons";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { canDeleteReply, canReactToReply, markReplyDisliked, markReplyLiked } from "@/components/replies/reply-state";
import type { BookmarkAnswer } from "@/lib/bookmarks/bookmarks";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import { EDIT_WINDOW_CLOSED_MESSAGE, isWithinEditWindow } from "@/lib/validation/limits";

// Loaded when a member first reports a post.
const ReportDialog = loadsOnFirstUse(() => import("@/components/moderation/report-dialog").then((module) => module.ReportDialog), DialogLoading);

export interface ReplyTarget {
  id: string;
  username: string;
}

export interface ReplyActionsProps {
  reply: ReplyDto;
  viewer: ViewerSummary;
  /** The member may answer replies, and edit their own, here (paid plan, thread not locked). */
  canAnswer: boolean;
  /** Answer this reply; with `quote`, quoting that text of it. */
  onAnswer: (target: ReplyTarget, quote?: string) => void;
  /** Runs a reaction against the cached replies: optimistic first, put back when refused. */
  /** `request` answers the reply as the server now has it, or only the fields the call changed. */
  changeReply: (before: ReplyDto, optimistic: (reply: ReplyDto) => ReplyDto, request: () => Promise<Partial<ReplyDto>>) => Promise<unknown>;
  onDelete: (reply: ReplyDto) => void;
}

/** The reply's own actions beside the shared ones: its author may open the edit form. */
interface OwnReplyActionsProps extends ReplyActionsProps {
  onEdit: () => void;
  /** The Edit button, which takes the focus back when the edit form closes. */
  editButtonRef: Ref<HTMLButtonElement>;
}

const REACTIONS = {
  like: { mark: markReplyLiked, failure: "Failed to like reply" },
  dislike: { mark: markReplyDisliked, failure: "Failed to dislike reply" },
} as const;

/** The buttons' look and icon size come from `.reply-actions` (app/globals.css); a reacted one is red. */
const reactedClass = "text-red-400 disabled:hover:text-red-400";

/** The text selected inside `element`, if the selection lies within it. */
function selectedTextIn(element: Element | null | undefined) {
  const selection = window.getSelection();
  if (!element || !selection || selection.isCollapsed || selection.rangeCount === 0) return "";
  return element.contains(selection.getRangeAt(0).commonAncestorContainer) ? selection.toString().trim() : "";
}

/**
 * How a button that cannot be used now says so: disabled until hydration; after it, a button with
 * a reason is aria-disabled with the reason as its title, so the keyboard and screen readers reach
 * the reason (a disabled button takes no focus), and one without a reason is disabled.
 */
function availability(hydrated: boolean, usable: boolean, reason?: string) {
  if (!hydrated) return { disabled: true };
  if (usable) return {};
  return reason ? { "aria-disabled": true, title: reason } : { disabled: true };
}

/** Like and dislike (once, never one's own), answer or quote, bookmark, report for other members, edit for its author, and delete for its author and staff. */
export function ReplyActions({ reply, viewer, canAnswer, onAnswer, changeReply, onDelete, onEdit, editButtonRef }: OwnReplyActionsProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  // Read as the Quote button is pressed: on a phone, the tap clears the selection before the click.
  const selectedText = useRef("");
  const canReact = canReactToReply(reply, viewer);
  const author = reply.user;
  const isOwn = author?.id === viewer.id;
  const offersEdit = isOwn && canAnswer;
  // Staff act on a reply themselves; other members report it to them.
  const offersReport = author !== null && !isOwn && !viewer.isStaff;
  const [reporting, setReporting] = useState(false);
  // Read after hydration only: the hour can run out between the server's render and the browser's.
  const editOpen = hydrated && isWithinEditWindow(reply.createdAt);
  const reactions = {
    like: availability(hydrated, canReact, disabledReason("like")),
    dislike: availability(hydrated, canReact, disabledReason("dislike")),
  };

  async function toggleBookmark() {
    const bookmarked = !reply.hasBookmarked;
    try {
      await changeReply(
        reply,
        (current) => ({ ...current, hasBookmarked: bookmarked }),
        async () => {
          const answer = await apiFetch<BookmarkAnswer>(`/api/replies/${reply.id}/bookmark`, { method: bookmarked ? "PUT" : "DELETE", body: {} });
          return { hasBookmarked: answer.bookmarked };
        },
      );
      toast({ title: bookmarked ? "Saved to your bookmarks" : "Removed from your bookmarks" });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to update your bookmarks"), variant: "destructive" });
    }
  }

  async function react(kind: keyof typeof REACTIONS) {
    try {
      await changeReply(reply, REACTIONS[kind].mark, () => apiFetch<ReplyDto>(`/api/replies/${reply.id}/${kind}`, { body: { userId: viewer.id } }));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, REACTIONS[kind].failure), variant: "destructive" });
    }
  }

  /** Why a reaction button is disabled; an enabled one says what it does through its label. */
  function disabledReason(kind: keyof typeof REACTIONS) {
    if (canReact) return undefined;
    if (isOwn) return `You can't ${kind} your own reply`;
    if (reply.hasLiked || reply.hasDisliked) return "You have already reacted to this reply";
    return undefined;
  }

  return (
    <>
      <div className="reply-actions">
        <button
          type="button"
          aria-label={`Like reply (${reply.likesCount})`}
          aria-pressed={reply.hasLiked}
          {...reactions.like}
          onClick={() => canReact && react("like")}
          className={reply.hasLiked ? reactedClass : undefined}
        >
          <ThumbsUpIcon />
          {reply.likesCount}
        </button>
        <button
          type="button"
          aria-label={`Dislike reply (${reply.dislikesCount})`}
          aria-pressed={reply.hasDisliked}
          {...reactions.dislike}
          onClick={() => canReact && react("dislike")}
          className={reply.hasDisliked ? reactedClass : undefined}
        >
          <ThumbsDownIcon />
          {reply.dislikesCount}
        </button>
        {canAnswer && author && (
          <button
            type="button"
            aria-label={`Reply to @${author.username}`}
            disabled={!hydrated}
            onClick={() => onAnswer({ id: reply.id, username: author.username })}
          >
            <MessageIcon />
            Reply
          </button>
        )}
        {canAnswer && author && (
          <button
            type="button"
            aria-label={`Quote @${author.username}`}
            disabled={!hydrated}
            onPointerDown={(event) => (selectedText.current = selectedTextIn(event.currentTarget.closest(".reply-card")?.querySelector(".markdown")))}
            onClick={(event) => {
              const quoted = selectedText.current || selectedTextIn(event.currentTarget.closest(".reply-card")?.querySelector(".markdown")) || reply.content;
              selectedText.current = "";
              onAnswer({ id: reply.id, username: author.username }, quoted);
            }}
          >
            <QuoteIcon />
            Quote
          </button>
        )}
        <button type="button" aria-label={reply.hasBookmarked ? "Remove bookmark" : "Bookmark reply"} aria-pressed={reply.hasBookmarked} disabled={!hydrated} onClick={toggleBookmark} className={reply.hasBookmarked ? reactedClass : undefined}>
          <BookmarkIcon />
        </button>
        {offersReport && (
          <button type="button" aria-label="Report reply" title="Report reply" disabled={!hydrated} onClick={() => setReporting(true)} className="ml-auto">
            <FlagIcon />
          </button>
        )}
        {offersEdit && (
          <button
            ref={editButtonRef}
            type="button"
            aria-label="Edit reply"
            title="Edit reply"
            {...availability(hydrated, editOpen, EDIT_WINDOW_CLOSED_MESSAGE)}
            onClick={() => editOpen && onEdit()}
            className="ml-auto"
          >
            <PencilIcon />
          </button>
        )}
        {canDeleteReply(reply, viewer) && (
          <button type="button" aria-label="Delete reply" title="Delete reply" disabled={!hydrated} onClick={() => onDelete(reply)} className={`${offersEdit || offersReport ? "" : "ml-auto "}hover:text-red-400`}>
            <TrashIcon />
          </button>
        )}
      </div>
      {/* Beside the buttons, not among them: .reply-actions styles its buttons and icons. */}
      {reporting && <ReportDialog target={{ kind: "reply", id: reply.id }} onClose={() => setReporting(false)} />}
    </>
  );
}
