import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { replyAnchorId } from "@/components/replies/reply-anchors";

/** SPEC.md section 9: wait, then look for the reply every 100 ms for up to 3 s; mark it for 2 s. */
const SCROLL_DELAY_MS = 500;
const RETRY_INTERVAL_MS = 100;
const RETRY_LIMIT_MS = 3000;
const HIGHLIGHT_MS = 2000;

export const REPLY_ID_PARAM = "replyId";

/** Drops `?replyId=` from the address without a navigation, so a reload does not jump again. */
function removeReplyIdParam() {
  const url = new URL(window.location.href);
  url.searchParams.delete(REPLY_ID_PARAM);
  window.history.replaceState(null, "", url);
}

/**
 * A link to `/thread/{id}?replyId={replyId}` (a notification) scrolls to that reply and marks it
 * for a moment, then removes the parameter. Returns the id of the reply to mark.
 */
export function useReplyHighlight() {
  const replyId = useSearchParams().get(REPLY_ID_PARAM);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);

  useEffect(() => {
    if (!replyId) return;
    let timer: ReturnType<typeof setTimeout>;
    let giveUpAt = 0;
    const look = () => {
      const element = document.getElementById(replyAnchorId(replyId));
      if (element) {
        element.scrollIntoView({ behavior: "smooth", block: "center" });
        setHighlightedId(replyId);
        removeReplyIdParam();
      } else if (Date.now() < giveUpAt) {
        timer = setTimeout(look, RETRY_INTERVAL_MS);
      } else {
        removeReplyIdParam();
      }
    };
    timer = setTimeout(() => {
      giveUpAt = Date.now() + RETRY_LIMIT_MS;
      look();
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [replyId]);

  useEffect(() => {
    if (!highlightedId) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  return highlightedId;
}
