import Link from "next/link";
import { PinIcon } from "@/components/ui/icons";
import { RoleBadge } from "@/components/users/role-badge";
import { UserAvatar } from "@/components/users/user-avatar";
import { formatThreadTime } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/** Who wrote the thread and when, with the role badge and the pinned marker. */
export function ThreadAuthor({ thread }: { thread: ThreadDto }) {
  const { user } = thread;
  return (
    <header className="flex items-center gap-3">
      <UserAvatar user={user} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link href={`/user/${user.username}`} className="max-w-full truncate font-semibold hover:underline">
            {user.username}
          </Link>
          <RoleBadge role={user.role} />
        </div>
        <p className="text-xs text-muted">
          {/* Relative times move on between the server render and hydration. */}
          <time dateTime={thread.createdAt} suppressHydrationWarning>
            {formatThreadTime(thread.createdAt)}
          </time>
          {thread.editedAt && (
            <span suppressHydrationWarning> (edited {formatThreadTime(thread.editedAt)})</span>
          )}
        </p>
      </div>
      {thread.isPinned && (
        <span className="inline-flex shrink-0 items-center gap-1 rounded bg-brand/20 px-2 py-1 text-xs font-semibold text-red-300">
          <PinIcon className="h-3.5 w-3.5" />
          Pinned
        </span>
      )}
    </header>
  );
}
