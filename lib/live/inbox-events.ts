import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { readInboxState } from "@/lib/messages/messages";
import { inboxTopic } from "./hub";
import { eventStream } from "./sse";

/** An inbox reads its state at most once a second, however fast two members write. */
const READ_GAP_MS = 1_000;

/**
 * The member's private messages, live (GET /api/conversations/events): `inbox` with the unread
 * conversations and the latest message's time, at once and whenever a message comes, goes or is
 * read. A state, so a reconnect resumes by sending it again; an open /messages page reads what
 * changed when the time moves.
 */
export function openInboxEvents(viewer: SignedInViewer, signal: AbortSignal) {
  return eventStream({
    signal,
    memberId: viewer.id,
    topic: inboxTopic(viewer.id),
    minReadGapMs: READ_GAP_MS,
    read: async () => [{ event: "inbox", data: await readInboxState(viewer.id) }],
  });
}
