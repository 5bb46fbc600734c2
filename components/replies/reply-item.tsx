"use client";

import { MediaImage } from "@/components/media/media-image";
import { PremiumOverlay } from "@/components/threads/premium-overlay";
import { AuthorHeading } from "@/components/members/author-heading";
import { formatRelativeTime } from "@/lib/format";
import { MAX_INDENT_LEVEL, replyAnchorId, type ReplyEntry } from "@/components/replies/reply-tree";
import { ReplyActions, type ReplyActionsProps } from "./reply-actions";

/** Indentation per level, up to MAX_INDENT_LEVEL (half as wide on small screens). */
const INDENT = ["", "ml-4 sm:ml-8", "ml-8 sm:ml-16", "ml-12 sm:ml-24", "ml-16 sm:ml-32"];

interface ReplyItemProps extends Omit<ReplyActionsProps, "reply"> {
  entry: ReplyEntry;
  /** Opened through a `?replyId=` link: marked for a moment. */
  highlighted: boolean;
}

/** One reply, indented under the one it answers: author, time, content and actions. */
export function ReplyItem({ entry, highlighted, ...actions }: ReplyItemProps) {
  const { reply, level, parentUsername } = entry;
  const author = reply.user;
  return (
    <li
      id={replyAnchorId(reply.id)}
      data-level={level}
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-24 ${INDENT[Math.min(level, MAX_INDENT_LEVEL)]}`}
    >
      <article
        aria-label={author ? `Reply by ${author.username}` : "Deleted reply"}
        className={`rounded-lg border p-3 transition-colors duration-500 ${
          highlighted ? "border-brand bg-brand/15" : "border-line bg-panel"
        } ${level > 0 ? "border-l-4" : ""}`}
      >
        <AuthorHeading author={author} compact>
          {/* Relative times move on between the server render and hydration. */}
          <time dateTime={reply.createdAt} suppressHydrationWarning>
            {formatRelativeTime(reply.createdAt)}
          </time>
          {parentUsername && <span className="break-all"> · replying to @{parentUsername}</span>}
        </AuthorHeading>
        {reply.premiumLocked ? (
          <PremiumOverlay />
        ) : (
          <>
            <p className={`mt-2 whitespace-pre-line break-words ${reply.isDeleted ? "italic text-muted" : "text-zinc-200"}`}>
              {reply.content}
            </p>
            {reply.media.map((media) => (
              <div key={media.id} className="mt-2">
                <MediaImage media={media} alt={`Image attached to a reply by ${author?.username ?? "a member"}`} />
              </div>
            ))}
          </>
        )}
        {!reply.isDeleted && <ReplyActions reply={reply} {...actions} />}
      </article>
    </li>
  );
}
