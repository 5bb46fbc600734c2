import type { UnreadMark } from "@/lib/threads/thread-dto";

const BADGE_CLASS = "inline-flex shrink-0 items-center rounded px-1.5 py-0.5 text-xs font-semibold ring-1 bg-sky-500/15 text-sky-300 ring-sky-500/50";

/** What is new to the member in a thread of a list: "3 new" replies since their last visit, or "New" when never opened. */
export function UnreadBadge({ unread }: { unread: UnreadMark | null }) {
  if (!unread) return null;
  if (unread.newThread) {
    return (
      <span className={BADGE_CLASS}>
        New<span className="sr-only"> thread</span>
      </span>
    );
  }
  if (unread.newReplies === 0) return null;
  const count = `${unread.newReplies}${unread.moreNewReplies ? "+" : ""}`;
  return (
    <span className={BADGE_CLASS}>
      {count} new<span className="sr-only"> {unread.newReplies === 1 && !unread.moreNewReplies ? "reply" : "replies"}</span>
    </span>
  );
}

/** The label beside a reply posted since the member's last visit. */
export function NewReplyBadge() {
  return <span className={BADGE_CLASS}>New</span>;
}
