import { PinIcon } from "@/components/ui/icons";
import { AuthorHeading } from "@/components/members/author-heading";
import { formatThreadTime } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/** Who wrote the thread and when, with the role badge and the pinned marker. */
export function ThreadAuthor({ thread }: { thread: ThreadDto }) {
  const pinned = thread.isPinned && (
    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-brand/20 px-2 py-1 text-xs font-semibold text-red-300">
      <PinIcon className="h-3.5 w-3.5" />
      Pinned
    </span>
  );
  return (
    <AuthorHeading author={thread.user} aside={pinned}>
      {/* Relative times move on between the server render and hydration. */}
      <time dateTime={thread.createdAt} suppressHydrationWarning>
        {formatThreadTime(thread.createdAt)}
      </time>
      {thread.editedAt && <span suppressHydrationWarning> (edited {formatThreadTime(thread.editedAt)})</span>}
    </AuthorHeading>
  );
}
