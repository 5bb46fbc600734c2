import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import type { FirstUnreadReply } from "@/lib/threads/read-state";
import { THREAD_PAGE_REPLY_PAGE_SIZE } from "@/lib/validation/limits";
import { replyAnchorId } from "./reply-anchors";
import { REPLY_ID_PARAM } from "./use-reply-highlight";

/**
 * The thread page opens at the first reply new to the member: the pages up to the one holding it
 * are loaded (`loadedIds`), then, once it is rendered (`shownIds`: the page renders its replies
 * beyond the first ones after hydration), it is scrolled to the top of the screen, once. A
 * `?replyId=` link (a notification) goes to its own reply instead.
 */
export function useOpenAtFirstUnread(
  firstUnread: FirstUnreadReply | null,
  { loadedIds, shownIds }: { loadedIds: readonly string[]; shownIds: readonly string[] },
  showPages: (count: number) => void,
) {
  const linkedReply = useSearchParams().get(REPLY_ID_PARAM);
  const target = linkedReply ? null : firstUnread;
  const opened = useRef(false);
  const isLoaded = target !== null && loadedIds.includes(target.replyId);
  const isShown = target !== null && shownIds.includes(target.replyId);

  useEffect(() => {
    if (target && !isLoaded) showPages(Math.floor(target.position / THREAD_PAGE_REPLY_PAGE_SIZE) + 1);
  }, [target, isLoaded, showPages]);

  useEffect(() => {
    if (!target || !isShown || opened.current) return;
    opened.current = true;
    document.getElementById(replyAnchorId(target.replyId))?.scrollIntoView({ block: "start" });
  }, [target, isShown]);
}
