"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import useSWR from "swr";
import { EventPageLink } from "@/components/events/event-page-link";
import { LiveEventBadge } from "@/components/events/live-event-badge";
import { MutedPost } from "@/components/members/muted-post";
import { ReplySection } from "@/components/replies/reply-section";
import { ThreadCard } from "@/components/threads/thread-card";
import type { ThreadOwner } from "@/components/threads/use-thread-actions";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { PollDto } from "@/lib/polls/poll-dto";
import { pageTitle } from "@/lib/site";
import { changeCachedItem, mergeAnswer, type ItemChange } from "@/lib/swr/change-cached-item";
import { useReadOnItsWay } from "@/lib/swr/read-on-its-way";
import type { ReadingPosition } from "@/lib/threads/read-state";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { ThreadBreadcrumb } from "./thread-breadcrumb";
import { ThreadInfoPanel } from "./thread-info-panel";
import { threadUrl } from "./thread-url";
import { useMarkRead } from "./use-mark-read";

// Staff only: members' pages never load it. Rendered on the server for staff like the rest of the page.
const ModerationPanel = dynamic(() => import("./moderation-panel").then((module) => module.ModerationPanel));
// Only threads with a poll load it. Rendered on the server like the rest of the page.
const ThreadPoll = dynamic(() => import("@/components/polls/thread-poll").then((module) => module.ThreadPoll));

interface ThreadPageViewProps {
  /** The thread as the server rendered it (also in `ServerRenderedData` around this view). */
  thread: ThreadDto;
  viewer: ViewerSummary;
  /** Where the member's reading stopped last time, and up to when this visit reads the thread. */
  reading: ReadingPosition;
}

/**
 * The thread page for a member: the breadcrumb, the thread with its poll, the replies and the
 * reply form, and beside them the moderation panel (staff) and the info panel (large screens).
 * Every part shows the one cached thread (swr), so title, lock, pin and counts agree. Opening it
 * marks it read; it opens at the first reply new to the member.
 */
export function ThreadPageView({ thread: renderedThread, viewer, reading }: ThreadPageViewProps) {
  const router = useRouter();
  const repliesSeen = useMarkRead(renderedThread.id, reading.readUpTo);
  const readOnItsWay = useReadOnItsWay();
  const key = threadUrl(renderedThread.id);
  const { data: thread = renderedThread, mutate } = useSWR<ThreadDto>(key, { fallbackData: renderedThread });
  // The tab's title follows an edit of the thread's: the author's own, or one that arrived live.
  useEffect(() => {
    if (thread.title !== renderedThread.title) document.title = pageTitle(thread.title);
  }, [thread.title, renderedThread.title]);
  const threadReadOnItsWay = () => readOnItsWay(key);
  // A live event changes the thread in one step: one that overtakes the thread's read asks for it again.
  const patch = (change: (current: ThreadDto) => Partial<ThreadDto>) =>
    void mutate((current) => current && { ...current, ...change(current) }, { revalidate: threadReadOnItsWay() });

  const owner: ThreadOwner = {
    change: (before, optimistic, request) =>
      changeCachedItem((change, options) => mutate((current) => current && change(current), options), {
        before,
        optimistic,
        request,
        answered: mergeAnswer,
        readOnItsWay: threadReadOnItsWay,
        readAgain: () => mutate(),
      }),
    deleted: () => router.push("/forum"),
  };
  const changePoll = <Answer,>(change: ItemChange<PollDto, Answer>) =>
    changeCachedItem((apply, options) => mutate((current) => (current?.poll ? { ...current, poll: apply(current.poll) } : current), options), {
      ...change,
      readOnItsWay: threadReadOnItsWay,
      readAgain: () => mutate(),
    });

  return (
    <div className="space-y-4">
      <ThreadBreadcrumb categoryId={thread.categoryId} categoryName={thread.categoryName} title={thread.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <MutedPost muted={thread.authorMuted} username={thread.user.username} kind="thread">
            <ThreadCard
              thread={thread}
              viewer={viewer}
              variant="page"
              owner={owner}
              title={
                <>
                  {thread.title} <LiveEventBadge event={thread.event} />
                </>
              }
              belowTitle={<EventPageLink event={thread.event} />}
            >
              {thread.poll && (
                <ThreadPoll threadId={thread.id} poll={thread.poll} viewer={viewer} changePoll={changePoll} refreshThread={() => void mutate()} />
              )}
            </ThreadCard>
          </MutedPost>
        </div>
        {/* Small screens show only the moderation panel of this column. */}
        <aside
          aria-label="About this thread"
          className={`min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 ${viewer.isStaff ? "" : "hidden lg:block"}`}
        >
          {viewer.isStaff && (
            <ModerationPanel
              thread={thread}
              viewer={viewer}
              owner={owner}
              onLockChanged={(isLocked) => patch(() => ({ isLocked }))}
              onSlowModeChanged={(slowModeSeconds) => patch(() => ({ slowModeSeconds }))}
              onMoved={({ categoryId, categoryName }) => patch(() => ({ categoryId, categoryName }))}
            />
          )}
          <ThreadInfoPanel thread={thread} />
        </aside>
        <ReplySection
          thread={thread}
          viewer={viewer}
          reading={reading}
          onRepliesChanged={() => void mutate()}
          onLocked={() => patch(() => ({ isLocked: true }))}
          onThreadChange={(change) => patch(() => change)}
          onRepliesSeen={repliesSeen}
        />
      </div>
    </div>
  );
}
