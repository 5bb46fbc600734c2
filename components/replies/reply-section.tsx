"use client";

import { useRef, useState } from "react";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { flattenReplyTree } from "@/components/replies/reply-tree";
import { formatCount } from "@/lib/format";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import type { ReadingPosition } from "@/lib/threads/read-state";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { ReplyTarget } from "./reply-actions";
import { DeleteReplyDialog } from "./delete-reply-dialog";
import { ReplyForm, type ReplyFormHandle } from "./reply-form";
import { ReplyItem } from "./reply-item";
import { useOpenAtFirstUnread } from "./use-open-at-first-unread";
import { useReplies } from "./use-replies";
import { useReplyHighlight } from "./use-reply-highlight";

interface ReplySectionProps {
  thread: ThreadDto;
  viewer: ViewerSummary;
  /** The member's previous visit: replies by others since then are labelled new, and the page opens at the first. */
  reading: Pick<ReadingPosition, "lastReadAt" | "firstUnread">;
  /** A reply was posted (+1) or deleted (-1). */
  onRepliesCounted: (change: number) => void;
  onLocked: () => void;
}

/**
 * The thread's replies as a tree, "Load more" while pages are full, and the reply form (the server
 * renders the first page: `ServerRenderedData` around it).
 */
export function ReplySection({ thread, viewer, reading, onRepliesCounted, onLocked }: ReplySectionProps) {
  const replies = useReplies(thread.id);
  const highlightedId = useReplyHighlight();
  useOpenAtFirstUnread(reading.firstUnread, replies.replies.map((reply) => reply.id), replies.showPages);
  const isNew = ({ user, createdAt, isDeleted }: ReplyDto) =>
    reading.lastReadAt !== null && !isDeleted && user !== null && user.id !== viewer.id && createdAt > reading.lastReadAt;
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const form = useRef<ReplyFormHandle>(null);
  const [deleting, setDeleting] = useState<ReplyDto | null>(null);
  const entries = flattenReplyTree(replies.replies);
  const canAnswer = viewer.isPaid && !thread.isLocked;

  return (
    <section aria-labelledby="replies-title" className="min-w-0 space-y-4">
      <h2 id="replies-title" className="text-lg font-bold">
        Replies ({formatCount(thread.repliesCount)})
      </h2>
      {entries.length > 0 ? (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <ReplyItem
              key={entry.reply.id}
              entry={entry}
              highlighted={entry.reply.id === highlightedId}
              isNew={isNew(entry.reply)}
              viewer={viewer}
              canAnswer={canAnswer}
              onAnswer={(answered, quote) => {
                setTarget(answered);
                if (quote) form.current?.quote(quote);
              }}
              changeReply={replies.changeReply}
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
      <ReplyForm
        ref={form}
        threadId={thread.id}
        viewer={viewer}
        isLocked={thread.isLocked}
        slowModeSeconds={thread.slowModeSeconds}
        target={target}
        onCancelTarget={() => setTarget(null)}
        onPosted={(reply) => {
          void replies.added(reply);
          onRepliesCounted(1);
        }}
        onLocked={onLocked}
      />
      <DeleteReplyDialog
        reply={deleting}
        viewer={viewer}
        onClose={() => setDeleting(null)}
        onDeleted={(replyId, keptAsPlaceholder) => {
          replies.deleted(replyId, keptAsPlaceholder);
          onRepliesCounted(-1);
          if (target?.id === replyId) setTarget(null);
        }}
      />
    </section>
  );
}
