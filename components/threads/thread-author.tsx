import { LockIcon, PinIcon } from "@/components/ui/icons";
import { AuthorHeading } from "@/components/members/author-heading";
import { formatThreadTime } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

const BADGE = "inline-flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs font-semibold";

/** Who wrote the thread and when, with the role badge and the pinned and locked markers. */
export function ThreadAuthor({ thread }: { thread: ThreadDto }) {
  const markers = (thread.isPinned || thread.isLocked) && (
    <span className="flex shrink-0 flex-wrap gap-1">
      {thread.isPinned && (
        <span className={`${BADGE} bg-brand/20 text-red-300`}>
          <PinIcon className="h-3.5 w-3.5" />
          Pinned
        </span>
      )}
      {thread.isLocked && (
        <span className={`${BADGE} bg-line text-zinc-300`} title="Locked: no new replies">
          <LockIcon className="h-3.5 w-3.5" />
          Locked
        </span>
      )}
    </span>
  );
  return (
    <AuthorHeading author={thread.user} aside={markers}>
      {/* Relative times move on between the server render and hydration. */}
      <time dateTime={thread.createdAt} suppressHydrationWarning>
        {formatThreadTime(thread.createdAt)}
      </time>
      {thread.editedAt && <span suppressHydrationWarning> (edited {formatThreadTime(thread.editedAt)})</span>}
    </AuthorHeading>
  );
}
