import Link from "next/link";
import { PinIcon } from "@/components/ui/icons";
import { formatCount, formatDate } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-right">{children}</dd>
    </div>
  );
}

/** Facts about the thread, beside it on large screens. */
export function ThreadInfoPanel({ thread }: { thread: ThreadDto }) {
  return (
    <section aria-labelledby="thread-info-title" className="hidden rounded-lg border border-line bg-panel p-4 lg:block">
      <h2 id="thread-info-title" className="font-bold">
        Thread info
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Fact term="Posted by">
          <Link href={`/user/${thread.user.username}`} className="hover:underline">
            {thread.user.username}
          </Link>
        </Fact>
        <Fact term="Category">
          <Link href={`/forum/${thread.categoryId}`} className="hover:underline">
            {thread.categoryName}
          </Link>
        </Fact>
        <Fact term="Created">{formatDate(thread.createdAt)}</Fact>
        {thread.editedAt && <Fact term="Last edited">{formatDate(thread.editedAt)}</Fact>}
        <Fact term="Likes">{formatCount(thread.likesCount)}</Fact>
        <Fact term="Replies">{formatCount(thread.repliesCount)}</Fact>
      </dl>
      {thread.isPinned && (
        <p className="mt-4 flex items-start gap-2 rounded bg-brand/15 p-3 text-sm text-red-200">
          <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
          This post has been pinned by an administrator.
        </p>
      )}
    </section>
  );
}
