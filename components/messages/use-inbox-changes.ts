import { useEffect, useRef } from "react";
import useSWR from "swr";
import { ACCOUNT_MENU_COUNT_CACHE } from "@/lib/swr/cache-rules";
import { useStateStream } from "@/components/ui/use-state-stream";
import type { InboxState } from "@/lib/messages/messages";

const INBOX_EVENTS_URL = "/api/conversations/events";
const INBOX_STATE_URL = `${INBOX_EVENTS_URL}?poll=1`;
/** While no stream is open, the inbox is asked this often, while the tab is visible. */
const POLL_INTERVAL_MS = 30_000;

/**
 * Calls `onChange` when a message came or went anywhere in the member's inbox since
 * `latestMessageAt` (the newest the page was rendered with): live over Server-Sent Events
 * (GET /api/conversations/events), or every 30 seconds while no stream is open (a proxy that cannot
 * hold one, a server answering errors), as the bell does.
 */
export function useInboxChanges(latestMessageAt: string | null, onChange: () => void) {
  const known = useRef(latestMessageAt);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const changed = (state: InboxState) => {
    if (state.latestMessageAt === known.current) return;
    known.current = state.latestMessageAt;
    latest.current();
  };
  const streaming = useStateStream<InboxState>(INBOX_EVENTS_URL, "inbox", changed);
  useSWR<InboxState>(streaming ? null : INBOX_STATE_URL, {
    // The page was just rendered: the first ask waits for the interval.
    revalidateOnMount: false,
    refreshInterval: POLL_INTERVAL_MS,
    revalidateOnFocus: true,
    focusThrottleInterval: POLL_INTERVAL_MS,
    onSuccess: changed,
  });
}

/** How many of the member's conversations are unread (the account menu's Messages), or null until known. */
export function useUnreadConversations() {
  return useSWR<InboxState>(INBOX_STATE_URL, ACCOUNT_MENU_COUNT_CACHE).data?.unreadCount ?? null;
}
