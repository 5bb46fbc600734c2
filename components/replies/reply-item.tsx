"use client";

import { memo, useEffect, useRef, useState } from "react";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { MediaImage } from "@/components/media/media-image";
import { PremiumOverlay } from "@/components/threads/premium-overlay";
import { NewReplyBadge } from "@/components/threads/unread-badge";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { Spinner } from "@/components/ui/spinner";
import { AuthorHeading } from "@/components/members/author-heading";
import { MutedPost } from "@/components/members/muted-post";
import { formatRelativeTime } from "@/lib/format";
import { replyAnchorId } from "@/components/replies/reply-anchors";
import type { ReplyEntry } from "@/components/replies/reply-tree";
import { ReplyActions, type ReplyActionsProps } from "./reply-actions";

// Loaded when the author first edits a reply.
const ReplyEditForm = loadsOnFirstUse(() => import("./reply-edit-form").then((module) => module.ReplyEditForm), () => <Spinner label="Loading editor..." />);

interface ReplyItemProps extends Omit<ReplyActionsProps, "reply">, ReplyEntry {
  /** Opened through a `?replyId=` link: marked for a moment. */
  highlighted: boolean;
  /** Posted by someone else since the member's last visit. */
  isNew: boolean;
}

/**
 * One reply, indented under the one it answers (`.reply[data-level]` in app/globals.css): author,
 * time, content and actions. A hundred of these make most of a thread page, hence the short
 * classes; memoized, so a change to one reply, or more replies shown, renders only those (the
 * section hands it stable handlers).
 */
export const ReplyItem = memo(function ReplyItem({ reply, level, parentUsername, highlighted, isNew, ...actions }: ReplyItemProps) {
  const author = reply.user;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closedEditor = useRef(false);
  // Saved or cancelled: the keyboard goes on from the Edit button, not from the top of the page.
  useEffect(() => {
    if (editing || !closedEditor.current) return;
    closedEditor.current = false;
    editButton.current?.focus();
  }, [editing]);
  return (
    <li id={replyAnchorId(reply.id)} data-level={level} data-highlighted={highlighted || undefined} className="reply">
      <MutedPost muted={reply.authorMuted} username={author?.username ?? ""} kind="reply">
        <article aria-label={author ? `Reply by ${author.username}` : "Deleted reply"} className="reply-card">
          <AuthorHeading author={author} compact>
            {/* Relative times move on between the server render and hydration. */}
            <time dateTime={reply.createdAt} suppressHydrationWarning>
              {formatRelativeTime(reply.createdAt)}
            </time>
            {parentUsername && <span className="break-all"> · replying to @{parentUsername}</span>}
            {reply.editedAt && <span> · edited</span>}
            {isNew && (
              <>
                {" "}
                <NewReplyBadge />
              </>
            )}
          </AuthorHeading>
          {reply.premiumLocked ? (
            <PremiumOverlay />
          ) : (
            <>
              {reply.isDeleted ? (
                <p className="reply-text italic text-muted">{reply.content}</p>
              ) : editing ? (
                <ReplyEditForm
                  reply={reply}
                  viewerId={actions.viewer.id}
                  changeReply={actions.changeReply}
                  onClose={() => {
                    closedEditor.current = true;
                    setEditing(false);
                  }}
                />
              ) : (
                <MarkdownText source={reply.content} className="reply-text" />
              )}
              {reply.media.map((media) => (
                <div key={media.id} className="mt-2">
                  <MediaImage media={media} alt={`Image attached to a reply by ${author?.username ?? "a member"}`} />
                </div>
              ))}
            </>
          )}
          {!reply.isDeleted && !editing && <ReplyActions reply={reply} {...actions} onEdit={() => setEditing(true)} editButtonRef={editButton} />}
        </article>
      </MutedPost>
    </li>
  );
});
