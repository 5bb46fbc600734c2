import Link from "next/link";
import { formatRelativeTime } from "@/lib/format";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/** "Last reply by @name · 3h ago" under a thread card in a list. */
export function LastReplyLine({ lastReply }: { lastReply: NonNullable<ThreadDto["lastReply"]> }) {
  return (
    <p className="mt-3 text-xs text-muted">
      Last reply by{" "}
      <Link href={`/user/${lastReply.username}`} className="font-semibold text-zinc-300 hover:underline">
        @{lastReply.username}
      </Link>{" "}
      ·{" "}
      {/* Relative times move on between the server render and hydration. */}
      <time dateTime={lastReply.createdAt} suppressHydrationWarning>
        {formatRelativeTime(lastReply.createdAt)}
      </time>
    </p>
  );
}
