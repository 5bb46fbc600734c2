import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { listRepliesOfLoadedThread } from "@/lib/replies/list-replies";
import { threadTopic } from "./hub";
import { eventStream, type LiveEvent } from "./sse";

/**
 * A thread's live events (GET /api/threads/{id}/events): `reply` for each new reply, as the viewer
 * may see it (a pro fighter's reply stays redacted for a member who is not paid), with its position
 * as the event id; then `thread` with the counts and state that move (likes, replies, lock, slow
 * mode). `ready` opens a stream with the position it starts from.
 */

const REPLIES_PER_READ = 50;

/** The thread's counters and state a live page keeps current. */
export interface LiveThreadState {
  likesCount: number;
  dislikesCount: number;
  repliesCount: number;
  isLocked: boolean;
  slowModeSeconds: number;
}

type TimePosition = { key: Date; id: string };

const STATE_SELECT = { likesCount: true, dislikesCount: true, repliesCount: true, isLocked: true, slowModeSeconds: true } as const;

/**
 * A position before every reply from `key` on: cursors need an id, and every reply id sorts after
 * "0", so replies made at that very instant are included too.
 */
const BEFORE_ANY_ID = "0";

/** Where a stream starts: the position the browser names (Last-Event-ID, else `after`), else the newest reply. */
async function startPosition(threadId: string, named: string | null): Promise<TimePosition> {
  const position = named ? decodeCursor(named) : null;
  if (position?.key instanceof Date) return { key: position.key, id: position.id };
  const newest = await db.reply.findFirst({ where: { threadId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { createdAt: true, id: true } });
  return newest ? { key: newest.createdAt, id: newest.id } : { key: new Date(0), id: BEFORE_ANY_ID };
}

/**
 * The replies after `position` and the thread's state now; moves `position` past what it returns.
 * 404 once the thread is gone (which ends a stream).
 */
async function eventsAfter(threadId: string, position: { current: TimePosition }, viewer: Viewer): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  for (;;) {
    const replies = await listRepliesOfLoadedThread({ id: threadId }, { limit: REPLIES_PER_READ, offset: 0, cursor: position.current }, viewer);
    for (const reply of replies) {
      position.current = { key: new Date(reply.createdAt), id: reply.id };
      // A reply deleted before it was seen live stays unseen (the list shows it as "[deleted]" when answered).
      if (!reply.isDeleted) events.push({ event: "reply", id: encodeCursor(position.current), data: reply });
    }
    if (replies.length < REPLIES_PER_READ) break;
  }
  const state = await db.thread.findUnique({ where: { id: threadId }, select: STATE_SELECT });
  if (!state) throw threadNotFound();
  events.push({ event: "thread", data: state satisfies LiveThreadState });
  return events;
}

const threadNotFound = () => notFound("Thread not found");

/** The stream of the thread's live events for the viewer, from the position named (or the newest reply). */
export async function openThreadEvents(threadId: string, viewer: Viewer, named: string | null, signal: AbortSignal) {
  // A missing thread answers 404 before any stream starts.
  if (!(await db.thread.findUnique({ where: { id: threadId }, select: { id: true } }))) throw threadNotFound();
  const position = { current: await startPosition(threadId, named) };
  let started = false;
  return eventStream({
    signal,
    topic: threadTopic(threadId),
    read: async () => {
      const ready: LiveEvent[] = started ? [] : [{ event: "ready", id: encodeCursor(position.current), data: {} }];
      started = true;
      return [...ready, ...(await eventsAfter(threadId, position, viewer))];
    },
  });
}

/** GET /api/threads/{id}/events?poll=1's body: what a stream would have sent since `after`, for browsers polling instead. */
export interface ThreadPollAnswer {
  events: LiveEvent[];
  /** Pass as `after` next time. */
  lastEventId: string;
}

export async function pollThreadEvents(threadId: string, viewer: Viewer, named: string | null): Promise<ThreadPollAnswer> {
  const position = { current: await startPosition(threadId, named) };
  const events = await eventsAfter(threadId, position, viewer);
  return { events, lastEventId: encodeCursor(position.current) };
}
