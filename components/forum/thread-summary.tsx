import Link from "next/link";
import type { ThreadDto } from "@/lib/threads/thread-dto";

export function ThreadSummary({ thread }: { thread: ThreadDto }) {
  return (
    <article className="rounded-lg border border-line bg-panel p-4">
      <p className="text-xs text-muted">
        {thread.isPinned && <span className="mr-2 font-semibold text-brand">Pinned</span>}@{thread.user.username}
      </p>
      <h2 className="mt-1 font-semibold">
        <Link href={`/thread/${thread.id}`}>{thread.title}</Link>
      </h2>
      {thread.premiumLocked ? (
        <p className="mt-2 text-sm text-muted">Premium Content</p>
      ) : (
        <p className="mt-2 line-clamp-3 text-sm text-zinc-300">{thread.content}</p>
      )}
      <p className="mt-2 text-xs text-muted">
        {thread.likesCount} likes · {thread.repliesCount} replies
      </p>
    </article>
  );
}
