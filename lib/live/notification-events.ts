import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { countUnreadNotifications } from "@/lib/notifications/notifications";
import { memberTopic } from "./hub";
import { eventStream } from "./sse";

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
    read: async () => [{ event: "unread", data: await countUnreadNotifications(viewer.id) }],
  });
}
