import Link from "next/link";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { LockIcon } from "@/components/ui/icons";
import { formatRelativeTime } from "@/lib/format";
import type { ReplyDto } from "@/lib/replies/reply-dto";

interface ReplyInThreadProps {
  reply: { id: string; threadId: string; threadTitle: string; createdAt: string };
  /** The author's username; null once their account is deleted. */
  username: string | null;
  className?: string;
  /** The reply's text as the list shows it (a snippet, a clamped text, or the premium teaser). */
  children: React.ReactNode;
}

/** A reply shown away from its thread (bookmarks, search): who wrote it, a link to it in its thread, when. */
export function ReplyInThread({ reply, username, className, children }: ReplyInThreadProps) {
  return (
    <article aria-label={`Reply by ${username ?? "a deleted member"} in ${reply.threadTitle}`} className={className}>
      <p className="text-sm">
        Reply by{" "}
        {username ? (
          <Link href={`/user/${username}`} className="font-semibold hover:underline">
            @{username}
          </Link>
        ) : (
          <span className="font-semibold">[deleted]</span>
        )}{" "}
        in{" "}
        <Link href={`/thread/${reply.threadId}?${new URLSearchParams({ replyId: reply.id })}`} className="break-words font-semibold hover:underline">
          {reply.threadTitle}
        </Link>{" "}
        <span className="text-xs text-muted">
          {/* Relative times move on between the server render and hydration. */}·{" "}
          <time dateTime={reply.createdAt} suppressHydrationWarning>
            {formatRelativeTime(reply.createdAt)}
          </time>
        </span>
      </p>
      {children}
    </article>
  );
}

/** In place of a pro fighter's post for a reader who is not paid, in lists away from the thread. */
export function PremiumPostTeaser() {
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-muted">
      <LockIcon className="h-4 w-4 shrink-0 text-red-400" />
      <span>
        A pro fighter post: <Link href="/checkout" className="font-semibold text-red-300 underline">upgrade to read it</Link>
      </span>
    </p>
  );
}

/** A reply away from its thread with its text, clamped to three lines (bookmarks, a profile's Replies tab). */
export function ReplyWithText({ reply, className }: { reply: ReplyDto & { threadTitle: string }; className?: string }) {
  return (
    <ReplyInThread reply={reply} username={reply.user?.username ?? null} className={className}>
      {reply.premiumLocked ? <PremiumPostTeaser /> : <MarkdownText source={reply.content} className="mt-1 line-clamp-3 text-sm text-zinc-300" />}
    </ReplyInThread>
  );
}
