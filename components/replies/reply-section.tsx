"use client";

import { useRef, useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { useServerRenderedCount } from "@/components/ui/use-server-rendered-count";
import { useStableHandler } from "@/components/ui/use-stable-handler";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { REPLIES_SECTION_ID } from "@/components/replies/reply-anchors";
import { flattenReplyTree } from "@/components/replies/reply-tree";
import { formatCount } from "@/lib/format";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import type { LiveThreadChange } from "@/lib/live/thread-events";
import type { ReadingPosition } from "@/lib/threads/read-state";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { useReplyDraftTarget } from "./reply-draft";
import type { ReplyTarget } from "./reply-actions";
import { ReplyBox } from "./reply-box";
import type { ReplyFormHandle } from "./reply-form";
import { ReplyItem } from "./reply-item";
import { useLiveReplies } from "./use-live-replies";
import { useOpenAtFirstUnread } from "./use-open-at-first-unread";
import { useReplies } from "./use-replies";
import { useReplyHighlight } from "./use-reply-highlight";

/**
 * The replies the server renders to HTML: under the thread itself, more than two screens, even on
 * a desktop. The rest of the page's replies render in the browser once the page has hydrated,
 * `REPLIES_PER_STEP` at a time (the other 80 replies in one commit blocked a phone's main thread). The
 * server renders, and the phone hydrates, a tenth of the page's replies (docs/performance.md).
 */
const SERVER_RENDERED_REPLIES = 10;
const REPLIES_PER_STEP = 20;

// Loaded when a member first asks to delete a reply.
const DeleteReplyDialog = loadsOnFirstUse(() => import("./delete-reply-dialog").then((module) => module.DeleteReplyDialog), DialogLoading);

interface ReplySectionProps {
  thread: ThreadDto;
  viewer: ViewerSummary;
  /** The member's previous visit: replies by others since then are labelled new, and the page opens at the first. */
  reading: Pick<ReadingPosition, "lastReadAt" | "firstUnread" | "readUpTo">;
  /**
   * A reply was posted or deleted: the thread's count is read again. (A local +1 could count a reply
   * twice when its live `thread` event arrived first.)
   */
  onRepliesChanged: () => void;
  onLocked: () => void;
  /** The thread's counts and state as they change live, and its title and text when its author edits them. */
  onThreadChange: (change: LiveThreadChange) => void;
  /** Replies that arrived live came into view, up to this time: they are read. */
  onRepliesSeen: (upTo: string) => void;
}

/**
 * The thread's replies as a tree, "Load more" while pages are full, and the reply form (the server
 * renders the first page: `ServerRenderedData` around it).
 */
export function ReplySection({ thread, viewer, reading, onRepliesChanged, onLocked, onThreadChange, onRepliesSeen }: ReplySectionProps) {
  const replies = useReplies(thread.id);
  const end = useRef<HTMLDivElement>(null);
  const { unseenCount, showUnseen, arrivals } = useLiveReplies({
    threadId: thread.id,
    renderedAt: reading.readUpTo,
    viewerId: viewer.id,
    replies,
    repliesCount: thread.repliesCount,
    end,
    onRepliesSeen,
    onThreadChange,
  });
  const highlightedId = useReplyHighlight();
  const isNew = ({ user, createdAt, isDeleted }: ReplyDto) =>
    reading.lastReadAt !== null && !isDeleted && user !== null && user.id !== viewer.id && createdAt > reading.lastReadAt;
  const [target, setTarget] = useReplyDraftTarget(thread.id);
  const replyDeleted = (replyId: string, keptAsPlaceholder: boolean) => {
    replies.deleted(replyId, keptAsPlaceholder);
    onRepliesChanged();
    if (target?.id === replyId) setTarget(null);
  };
  const form = useRef<ReplyFormHandle>(null);
  const [deleting, setDeleting] = useState<ReplyDto | null>(null);
  const answer = useStableHandler((answered: ReplyTarget, quote?: string) => {
    setTarget(answered);
    if (quote) form.current?.quote(quote);
    else form.current?.focus();
  });
  const changeReply = useStableHandler(replies.changeReply);
  const entries = flattenReplyTree(replies.replies);
  const shown = entries.slice(0, useServerRenderedCount(SERVER_RENDERED_REPLIES, { total: entries.length, size: REPLIES_PER_STEP }));
  useOpenAtFirstUnread(
    reading.firstUnread,
    { loadedIds: replies.replies.map((reply) => reply.id), shownIds: shown.map((entry) => entry.reply.id) },
    replies.showPages,
  );
  const canAnswer = viewer.isPaid && !thread.isLocked;

  return (
    <section id={REPLIES_SECTION_ID} aria-labelledby="replies-title" className="min-w-0 scroll-mt-20 space-y-4">
      <h2 id="replies-title" className="text-lg font-bold">
        Replies ({formatCount(thread.repliesCount)})
      </h2>
      {entries.length > 0 ? (
        <ol className="space-y-3">
          {shown.map((entry) => (
            <ReplyItem
              key={entry.reply.id}
              {...entry}
              highlighted={entry.reply.id === highlightedId}
              isNew={isNew(entry.reply)}
              viewer={viewer}
              canAnswer={canAnswer}
              onAnswer={answer}
              changeReply={changeReply}
              onDelete={setDeleting}
            />
          ))}
        </ol>
      ) : (
        !replies.failed && !replies.loading && <p className="py-6 text-center text-muted">No replies yet. Be the first to reply!</p>
      )}
      {replies.failed && (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-3 py-2 text-red-400">
          Error loading replies. Please try again later.
          <button type="button" onClick={replies.loadMore} className="min-h-11 rounded border border-line px-4 text-zinc-100 hover:bg-line">
            Try again
          </button>
        </div>
      )}
      {replies.hasMore && !replies.failed && <LoadMoreButton label="Load more" loading={replies.loading} onClick={replies.loadMore} />}
      <div role="log" aria-label="New replies" className="sr-only">
        {arrivals.map((arrival) => (
          <p key={arrival.id}>{arrival.text}</p>
        ))}
      </div>
      {unseenCount > 0 && (
        <button
          type="button"
          onClick={showUnseen}
          className="fixed bottom-4 left-1/2 z-30 min-h-11 -translate-x-1/2 rounded-full bg-brand px-5 font-semibold shadow-lg"
        >
          {unseenCount} new {unseenCount === 1 ? "reply" : "replies"}
        </button>
      )}
      <div ref={end} />
      <ReplyBox
        ref={form}
        threadId={thread.id}
        viewer={viewer}
        isLocked={thread.isLocked}
        slowModeSeconds={thread.slowModeSeconds}
        target={target}
        onCancelTarget={() => setTarget(null)}
        onPosted={(reply) => {
          void replies.added(reply);
          onRepliesChanged();
        }}
        onLocked={onLocked}
      />
      {deleting && (
        <DeleteReplyDialog
          reply={deleting}
          viewer={viewer}
          onClose={() => setDeleting(null)}
          onDeleted={replyDeleted}
          // Gone already: kept as "[deleted]" when it is answered, as the server keeps it.
          onGone={(replyId) => replyDeleted(replyId, replies.replies.some((reply) => reply.parentReplyId === replyId))}
        />
      )}
    </section>
  );
}
