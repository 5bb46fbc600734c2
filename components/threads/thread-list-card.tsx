import Link from "next/link";
import { LiveEventBadge } from "@/components/events/live-event-badge";
import { LinkPendingIndicator } from "@/components/ui/link-pending-indicator";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { LastReplyLine } from "./last-reply-line";
import { PollPreview } from "./poll-preview";
import { ThreadCard } from "./thread-card";
import { UnreadBadge } from "./unread-badge";
import type { ThreadOwner } from "./use-thread-actions";

interface ThreadListCardProps {
  thread: ThreadDto;
  /** The list the thread is shown from, which its writes change. */
  owner: ThreadOwner;
  viewer: ViewerSummary | null;
}

/** A thread in a list: its title links to the thread, with its live and unread marks; its poll's preview and its last reply. */
export function ThreadListCard({ thread, owner, viewer }: ThreadListCardProps) {
  return (
    <ThreadCard
      thread={thread}
      owner={owner}
      viewer={viewer}
      variant="list"
      title={
        <>
          <Link href={`/thread/${thread.id}`} className="hover:underline">
            {thread.title}
            <LinkPendingIndicator />
          </Link>{" "}
          <LiveEventBadge event={thread.event} /> <UnreadBadge unread={thread.unread} />
        </>
      }
      footer={thread.lastReply && <LastReplyLine lastReply={thread.lastReply} />}
    >
      {thread.poll && <PollPreview poll={thread.poll} />}
    </ThreadCard>
  );
}
