import Link from "next/link";
import { LiveEventBadge } from "@/components/events/live-event-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { LockIcon, PinIcon } from "@/components/ui/icons";
import { formatCount, formatThreadTime } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { UnreadBadge } from "./unread-badge";

/**
 * A thread as one row of the compact list: title, author and category, the last members to reply,
 * the reply count and the last activity. Reactions live on the thread page.
 */
export function CompactThreadRow({ thread }: { thread: ThreadDto }) {
  const replies = `${formatCount(thread.repliesCount)} ${thread.repliesCount === 1 ? "reply" : "replies"}`;
  return (
    <article aria-label={thread.title} className="flex min-h-14 items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <h2 className="flex items-center gap-1.5 font-semibold">
          {thread.isPinned && <PinIcon className="h-3.5 w-3.5 shrink-0 text-red-400" aria-label="Pinned" role="img" />}
          {thread.isLocked && <LockIcon className="h-3.5 w-3.5 shrink-0 text-muted" aria-label="Locked" role="img" />}
          <Link href={`/thread/${thread.id}`} className="truncate hover:underline">
            {thread.title}
          </Link>
          <LiveEventBadge event={thread.event} />
          <UnreadBadge unread={thread.unread} />
        </h2>
        <p className="truncate text-xs text-muted">
          @{thread.user.username} · {thread.categoryName}
          <span className="sm:hidden"> · {replies}</span>
        </p>
      </div>
      {thread.recentRepliers.length > 0 && (
        <ul aria-label="Recent repliers" className="hidden shrink-0 -space-x-2 sm:flex">
          {thread.recentRepliers.map((member) => (
            <li key={member.username} title={member.username}>
              <UserAvatar user={member} size="xs" />
            </li>
          ))}
        </ul>
      )}
      <p className="hidden w-20 shrink-0 text-right text-sm sm:block">{replies}</p>
      <p className="w-14 shrink-0 text-right text-xs text-muted">
        {/* Relative times move on between the server render and hydration. */}
        <time dateTime={thread.lastActivityAt} suppressHydrationWarning>
          {formatThreadTime(thread.lastActivityAt)}
        </time>
      </p>
    </article>
  );
}
