import { useEffect, useRef } from "react";
import useSWR from "swr";
import { ACCOUNT_MENU_COUNT_CACHE } from "@/lib/swr/cache-rules";
import { useStateStream } from "@/components/ui/use-state-stream";
import type { InboxState } from "@/lib/messages/messages";

const INBOX_EVENTS_URL = "/api/conversations/events";
const INBOX_STATE_URL = `${INBOX_EVENTS_URL}?poll=1`;
/** While no stream is open, the inbox is asked this often, while the tab is visible. */
const POLL_INTERVAL_MS = 30_000;

/** What of the inbox a page was rendered with: its newest message, its latest unsend and the latest read of the viewer's messages. */
export type InboxMoment = Pick<InboxState, "latestMessageAt" | "latestUnsentAt" | "latestSeenAt">;

const momentKey = (moment: InboxMoment) => `${moment.latestMessageAt}|${moment.latestUnsentAt}|${moment.latestSeenAt}`;

/**
 * Calls `onChange` when a message came, went, was unsent or was read by its recipient anywhere in
 * the member's inbox since `rendered` (what the page was rendered with): live over Server-Sent
 * Events (GET /api/conversations/events), or every 30 seconds while no stream is open (a proxy that
 * cannot hold one, a server answering errors), as the bell does.
 */
export function useInboxChanges(rendered: InboxMoment, onChange: () => void) {
  const known = useRef(momentKey(rendered));
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const changed = (state: InboxState) => {
    if (momentKey(state) === known.current) return;
    known.current = momentKey(state);
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
