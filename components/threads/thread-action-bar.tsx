"use client";

import Link from "next/link";
import { useState } from "react";
import {
  BellIcon,
  BookmarkIcon,
  FlagIcon,
  LinkIcon,
  MessageIcon,
  PencilIcon,
  PinIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  TrashIcon,
  TrophyIcon,
  XLogoIcon,
} from "@/components/ui/icons";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { Tooltip } from "@/components/ui/tooltip";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { formatCount } from "@/lib/format";
import { EDIT_WINDOW_CLOSED_MESSAGE, isWithinEditWindow } from "@/lib/validation/limits";
import type { ThreadActions } from "./use-thread-actions";

const UPGRADE_TO_REACT = "Upgrade to react to fighter posts";

// Loaded when an author first asks to delete one of their threads.
const DeleteThreadDialog = loadsOnFirstUse(() => import("./delete-thread-dialog").then((module) => module.DeleteThreadDialog), DialogLoading);
// Loaded when a member first reports a post.
const ReportDialog = loadsOnFirstUse(() => import("@/components/moderation/report-dialog").then((module) => module.ReportDialog), DialogLoading);

interface ActionButtonProps {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  title?: string;
  tone?: "default" | "danger";
}

function ActionButton({ label, onClick, children, pressed, disabled, title, tone = "default" }: ActionButtonProps) {
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  return (
    <Tooltip content={title ?? label} describes={title !== undefined && title !== label}>
      {(describedBy) => (
        <button
          type="button"
          aria-label={label}
          aria-pressed={pressed}
          // aria-disabled keeps the explaining tooltip reachable by pointer and keyboard.
          aria-disabled={off || undefined}
          aria-describedby={describedBy}
          onClick={() => !off && onClick()}
          className={`thread-action${pressed ? " thread-action-pressed" : ""}${tone === "danger" ? " thread-action-danger" : ""}`}
        >
          {children}
        </button>
      )}
    </Tooltip>
  );
}

interface ThreadActionBarProps {
  actions: ThreadActions;
  viewer: ViewerSummary | null;
  onEdit: () => void;
  /** Where the replies count leads: the thread from a list, its replies on the thread page. */
  repliesHref: string;
}

/** Like, dislike, Post of the Day, replies, follow, bookmark, copy link, share, and for those allowed report, pin, edit, delete. */
export function ThreadActionBar({ actions, viewer, onEdit, repliesHref }: ThreadActionBarProps) {
  const { thread, busy } = actions;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const isAuthor = viewer?.id === thread.userId;
  // Staff act on a post themselves (moderation panel); members report it to them.
  const canReport = viewer !== null && !isAuthor && !viewer.isStaff;
  const canDelete = isAuthor || (viewer?.isStaff ?? false);
  const locked = thread.premiumLocked;
  const reactDisabled = !viewer || busy || locked;
  /** Why the reactions are off on a pro fighter's post the viewer may not read. */
  const lockedReason = locked ? UPGRADE_TO_REACT : undefined;
  const editOpen = isWithinEditWindow(thread.createdAt);

  return (
    // The actions' calls load as a pointer or the keyboard reaches them, before the first press.
    <div className="thread-actions" onPointerEnter={actions.preload} onFocus={actions.preload}>
      <div className="flex flex-wrap items-center gap-x-1">
        <ActionButton label={`Like (${formatCount(thread.likesCount)})`} title={lockedReason} pressed={thread.hasLiked} disabled={reactDisabled} onClick={actions.like}>
          <ThumbsUpIcon />
          {formatCount(thread.likesCount)}
        </ActionButton>
        <ActionButton
          label={`Dislike (${formatCount(thread.dislikesCount)})`}
          title={lockedReason}
          pressed={thread.hasDisliked}
          disabled={reactDisabled}
          onClick={actions.dislike}
        >
          <ThumbsDownIcon />
          {formatCount(thread.dislikesCount)}
        </ActionButton>
        <ActionButton
          label={`Post of the Day (${formatCount(thread.potdCount)})`}
          title={
            lockedReason ?? (thread.hasPotd ? "You marked this as your Post of the Day" : isAuthor ? "You can't mark your own post" : "Mark as Post of the Day")
          }
          pressed={thread.hasPotd}
          disabled={reactDisabled || thread.hasPotd || isAuthor}
          onClick={actions.markPotd}
        >
          <TrophyIcon />
          {formatCount(thread.potdCount)}
        </ActionButton>
        <Link
          href={repliesHref}
          aria-label={`Replies (${formatCount(thread.repliesCount)})`}
          className="thread-action"
        >
          <MessageIcon />
          {formatCount(thread.repliesCount)}
        </Link>

        <span className="ml-auto flex flex-wrap items-center gap-x-1">
          {viewer && (
            <ActionButton label={thread.isFollowing ? "Unfollow thread" : "Follow thread"} pressed={thread.isFollowing} disabled={busy} onClick={actions.toggleFollow}>
              <BellIcon />
            </ActionButton>
          )}
          {viewer && (
            <ActionButton label={thread.hasBookmarked ? "Remove bookmark" : "Bookmark"} pressed={thread.hasBookmarked} disabled={busy} onClick={actions.toggleBookmark}>
              <BookmarkIcon />
            </ActionButton>
          )}
          <ActionButton label="Copy link" onClick={actions.copyLink}>
            <LinkIcon />
          </ActionButton>
          <ActionButton label="Share on X" onClick={actions.shareToX}>
            <XLogoIcon />
          </ActionButton>
          {canReport && (
            <ActionButton label="Report thread" onClick={() => setReporting(true)}>
              <FlagIcon />
            </ActionButton>
          )}
          {viewer?.isStaff && (
            <ActionButton label="Pin/Unpin thread (Admin only)" pressed={thread.isPinned} disabled={busy} onClick={actions.togglePin}>
              <PinIcon />
            </ActionButton>
          )}
          {isAuthor && (
            <ActionButton
              label="Edit"
              title={editOpen ? "Edit" : EDIT_WINDOW_CLOSED_MESSAGE}
              disabled={busy || !editOpen}
              onClick={() => isWithinEditWindow(thread.createdAt) && onEdit()}
            >
              <PencilIcon />
            </ActionButton>
          )}
          {canDelete && (
            <ActionButton label="Delete" tone="danger" disabled={busy} onClick={() => setConfirmingDelete(true)}>
              <TrashIcon />
            </ActionButton>
          )}
        </span>
      </div>
      {locked && viewer && (
        <p className="mt-1 text-xs text-muted">
          <Link href="/checkout" className="inline-flex min-h-11 items-center font-semibold text-red-400 hover:underline">
            {UPGRADE_TO_REACT}
          </Link>
        </p>
      )}
      {reporting && <ReportDialog target={{ kind: "thread", id: thread.id }} onClose={() => setReporting(false)} />}
      {confirmingDelete && (
        <DeleteThreadDialog
          busy={busy}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void actions.remove().finally(() => setConfirmingDelete(false))}
        />
      )}
    </div>
  );
}
