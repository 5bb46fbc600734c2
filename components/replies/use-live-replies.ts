import { useEffect, useRef, useState, type RefObject } from "react";
import { useLiveThread } from "@/components/thread-page/use-live-thread";
import type { LiveThreadChange } from "@/lib/live/thread-events";
import type { ReplyDto } from "@/lib/replies/reply-dto";
import { replyAnchorId } from "./reply-anchors";
import type { useReplies } from "./use-replies";

interface LiveRepliesOptions {
  threadId: string;
  /** When the page was rendered: replies since then arrive live. */
  renderedAt: string;
  viewerId: string;
  replies: ReturnType<typeof useReplies>;
  repliesCount: number;
  /** Where new replies come into view (just above the reply form). */
  end: RefObject<HTMLElement | null>;
  /** Replies that arrived live came into view, up to this time: they are read. */
  onRepliesSeen: (upTo: string) => void;
  onThreadChange: (change: LiveThreadChange) => void;
}

/** The reader is at the reply form, where new replies come into view. */
function isNearEnd(element: HTMLElement | null) {
  return element !== null && element.getBoundingClientRect().top < window.innerHeight + 200;
}

/** How many arrivals the screen readers' log keeps: enough for a burst, not a second copy of the thread. */
const ARRIVALS_KEPT = 5;

/** What a screen reader is told of a reply that arrived live (its text is read in the thread). */
interface ReplyArrival {
  id: string;
  text: string;
}

/**
 * The thread's replies kept live (useLiveThread). A reply by someone else shows at once, and counts
 * as read when the reader is at the reply form; otherwise it waits in `unseen` (the "N new replies"
 * bar) until the reader scrolls down to it or asks with `showUnseen`, which shows every page up to
 * it and scrolls to the first. Each is also told in `arrivals` ("New reply from fan"), for a log
 * that screen readers announce, since nothing else on the screen moves to say so.
 */
export function useLiveReplies({ threadId, renderedAt, viewerId, replies, repliesCount, end, onRepliesSeen, onThreadChange }: LiveRepliesOptions) {
  const [unseen, setUnseen] = useState<ReplyDto[]>([]);
  const [arrivals, setArrivals] = useState<ReplyArrival[]>([]);
  // The reply `showUnseen` takes the reader to, once the pages up to it are shown.
  const goingTo = useRef<string | null>(null);
  useLiveThread(threadId, renderedAt, {
    onReply: (reply) => {
      // With older pages still to load, a reply to none of the loaded ones belongs after them: it
      // waits, counted in the bar, instead of showing above "Load more".
      const beyondLoaded = replies.hasMore && !replies.replies.some((shown) => shown.id === reply.parentReplyId);
      if (!beyondLoaded) replies.arrived(reply);
      if (reply.user?.id === viewerId) return;
      const shownHere = !beyondLoaded && isNearEnd(end.current);
      const from = reply.user ? `New reply from ${reply.user.username}` : "New reply";
      setArrivals((current) =>
        current.some((arrival) => arrival.id === reply.id) ? current : [...current, { id: reply.id, text: shownHere ? from : `${from}, below` }].slice(-ARRIVALS_KEPT),
      );
      if (shownHere) onRepliesSeen(reply.createdAt);
      else setUnseen((current) => (current.some((other) => other.id === reply.id) ? current : [...current, reply]));
    },
    onReplyChanges: replies.changedLive,
    onThread: onThreadChange,
  });
  useEffect(() => {
    const newest = unseen.at(-1);
    if (!newest) return;
    const caughtUp = () => {
      if (replies.hasMore || !isNearEnd(end.current)) return;
      onRepliesSeen(newest.createdAt);
      setUnseen([]);
    };
    window.addEventListener("scroll", caughtUp, { passive: true });
    return () => window.removeEventListener("scroll", caughtUp);
  }, [unseen, onRepliesSeen, replies.hasMore, end]);
  useEffect(() => {
    const shown = goingTo.current && document.getElementById(replyAnchorId(goingTo.current));
    if (!shown) return;
    shown.scrollIntoView({ behavior: "smooth", block: "center" });
    goingTo.current = null;
  });
  const showUnseen = () => {
    for (const reply of unseen) replies.arrived(reply);
    if (replies.hasMore) void replies.showAll(repliesCount);
    goingTo.current = unseen[0].id;
    onRepliesSeen(unseen[unseen.length - 1].createdAt);
    setUnseen([]);
  };
  return { unseenCount: unseen.length, showUnseen, arrivals };
}
