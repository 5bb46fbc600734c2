"use client";

import { useState } from "react";
import { ThreadPoll } from "@/components/polls/thread-poll";
import { ReplySection } from "@/components/replies/reply-section";
import { ThreadCard } from "@/components/threads/thread-card";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { ModerationPanel } from "./moderation-panel";
import { ThreadBreadcrumb } from "./thread-breadcrumb";
import { ThreadInfoPanel } from "./thread-info-panel";

interface ThreadPageViewProps {
  thread: ThreadDto;
  viewer: ViewerSummary;
  /** The first page of replies, or null when it failed to load. */
  initialReplies: ReplyDto[] | null;
}

/**
 * The thread page for a member: the breadcrumb, the thread with its poll, the replies and the
 * reply form, and beside them the moderation panel (staff) and the info panel (large screens). The thread's state
 * lives here so every part shows the same title, lock, pin and counts.
 */
export function ThreadPageView({ thread: initialThread, viewer, initialReplies }: ThreadPageViewProps) {
  const [thread, setThread] = useState(initialThread);
  const countReplies = (change: number) =>
    setThread((current) => ({ ...current, repliesCount: Math.max(0, current.repliesCount + change) }));

  return (
    <div className="space-y-4">
      <ThreadBreadcrumb categoryId={thread.categoryId} categoryName={thread.categoryName} title={thread.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <ThreadCard thread={thread} viewer={viewer} variant="page" onChange={setThread}>
            {thread.poll && (
              <ThreadPoll
                threadId={thread.id}
                poll={thread.poll}
                viewer={viewer}
                onChange={(poll) => setThread((current) => ({ ...current, poll }))}
              />
            )}
          </ThreadCard>
        </div>
        {/* Small screens show only the moderation panel of this column. */}
        <aside
          aria-label="About this thread"
          className={`min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 ${viewer.isStaff ? "" : "hidden lg:block"}`}
        >
          {viewer.isStaff && <ModerationPanel thread={thread} viewer={viewer} onChange={setThread} />}
          <ThreadInfoPanel thread={thread} />
        </aside>
        <ReplySection
          thread={thread}
          viewer={viewer}
          initialReplies={initialReplies}
          onRepliesCounted={countReplies}
          onLocked={() => setThread((current) => ({ ...current, isLocked: true }))}
        />
      </div>
    </div>
  );
}
