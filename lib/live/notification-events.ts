import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { countUnreadNotifications } from "@/lib/notifications/notifications";
import { memberTopic } from "./hub";
import { eventStream } from "./sse";

/**
 * A bell reads its count at most once a second: on a fight night each reply to its thread tells
 * every follower, so without the gap each of them would count their unread notices once per reply.
 */
const READ_GAP_MS = 1_000;

/**
 * The member's bell, live (GET /api/notifications/events): `unread` with the unread count at once
 * and whenever their notifications change. A count is a state, so a reconnect resumes simply by
 * sending the count again.
 */
export function openNotificationEvents(viewer: SignedInViewer, signal: AbortSignal) {
  return eventStream({
    signal,
    memberId: viewer.id,
    topic: memberTopic(viewer.id),
    minReadGapMs: READ_GAP_MS,
    read: async () => [{ event: "unread", data: await countUnreadNotifications(viewer.id) }],
  });
}
