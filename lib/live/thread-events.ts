import "server-only";
import type { SignedInViewer, Viewer } from "@/lib/auth/viewer";
import { resolveCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { listRepliesOfLoadedThread } from "@/lib/replies/list-replies";
import { toReplyDtos, type ReplyDto } from "@/lib/replies/reply-dto";
import { findReplyRows } from "@/lib/replies/reply-rows";
import { isPremiumLockedFor, type ThreadDto } from "@/lib/threads/thread-dto";
import { threadTopic } from "./hub";
import { nextMoment, sharedRead } from "./shared-read";
import { eventStream, type LiveEvent } from "./sse";

/**
 * A thread's live events (GET /api/threads/{id}/events): `reply` for each new reply, as the viewer
 * may see it (a pro fighter's reply stays redacted for a member who is not paid), with its position
 * as the event id; `replyCounts` with the like and dislike counts of replies reacted to since the
 * last read; `replyEdits` with the new text of replies edited since (redacted the same way);
 * `threadEdit` with the thread's title and text when its author edited it since (redacted the same
 * way); then `thread` with the counts and state that move (likes, replies, lock, slow mode, the
 * category staff moved it to).
 * `ready` opens a stream with the position it starts from.
 */

const REPLIES_PER_READ = 50;
/**
 * A thread's stream reads at most once a second: on a fight night its thread takes many replies and
 * likes a second, and the replies and edits a stream reads are its own (what a reader may see is
 * theirs), so without the gap every write would cost every open page of the thread a read.
 */
const READ_GAP_MS = 1_000;

/** The thread's counters and state a live page keeps current. */
export interface LiveThreadState {
  likesCount: number;
  dislikesCount: number;
  repliesCount: number;
  isLocked: boolean;
  slowModeSeconds: number;
  categoryId: string;
  categoryName: string;
}

/** The counts of one reply that was reacted to (`replyCounts` carries a list of them). */
export interface LiveReplyCounts {
  id: string;
  likesCount: number;
  dislikesCount: number;
}

/** The text of one reply its author edited (`replyEdits` carries a list of them). */
export type LiveReplyEdit = Pick<ReplyDto, "id" | "content" | "editedAt">;

/** The thread's title and text after its author edited them (the content empty where the viewer may not read it). */
export type LiveThreadEdit = Pick<ThreadDto, "title" | "content" | "edited" | "editedAt">;

/** What a live page merges into its thread: the moving counts and state, or the edited text. */
export type LiveThreadChange = LiveThreadState | LiveThreadEdit;

type TimePosition = { key: Date; id: string };

/**
 * Where a stream stands: after the reply `current`, and having sent the reactions and edits made
 * before `changesReadAt`.
 */
interface StreamPosition {
  current: TimePosition;
  changesReadAt: Date;
}

/**
 * Reactions and edits are read again from a little before the last read: their time is set when
 * their transaction runs, which can be before a read that did not see it committed yet (and the
 * server's clock may differ a little from the database's). Sending a change twice changes nothing.
 */
const CHANGE_OVERLAP_MS = 30_000;
/** A stream resumed after a long time does not read every change since: changes this old are on the page anyway, or soon read with it. */
const CHANGE_LOOKBACK_MS = 10 * 60_000;

const STATE_SELECT = { likesCount: true, dislikesCount: true, repliesCount: true, isLocked: true, slowModeSeconds: true, categoryId: true, editedAt: true } as const;

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
 * What every open page of the thread reads alike, read once for all of them on this instance
 * (lib/live/shared-read.ts): the thread's state, and the counts of its replies reacted to in the
 * last SHARED_COUNTS_MS before `readAt`, which covers every stream that read in the last few
 * seconds (a stream that has not takes its own counts).
 */
interface SharedThreadRead {
  readAt: Date;
  countsSince: Date;
  counts: LiveReplyCounts[];
  thread: ({ editedAt: Date | null } & Omit<LiveThreadState, "categoryName">) | null;
}

const SHARED_COUNTS_MS = 35_000;

async function readThreadAlike(threadId: string): Promise<SharedThreadRead> {
  const readAt = new Date();
  const countsSince = new Date(readAt.getTime() - SHARED_COUNTS_MS);
  const counts = await replyCountsSince(threadId, countsSince);
  const thread = await db.thread.findUnique({ where: { id: threadId }, select: STATE_SELECT });
  return { readAt, countsSince, counts, thread };
}

/** The counts of the thread's replies reacted to since `since` (the reactions' own index, then the replies'). */
function replyCountsSince(threadId: string, since: Date) {
  return db.$queryRaw<LiveReplyCounts[]>`
    SELECT r.id, r."likesCount", r."dislikesCount" FROM "Reply" r
    WHERE r.id IN (SELECT x."replyId" FROM "ReplyReaction" x WHERE x."createdAt" > ${since})
      AND r."threadId" = ${threadId} AND r."deletedAt" IS NULL`;
}

/** The replies edited since `since`, as the viewer may see them (the index on thread and edit time). */
async function editsSince(threadId: string, since: Date, viewer: Viewer): Promise<LiveReplyEdit[]> {
  const rows = await findReplyRows(
    Prisma.sql`SELECT r.id FROM "Reply" r WHERE r."threadId" = ${threadId} AND r."editedAt" > ${since} AND r."deletedAt" IS NULL`,
    Prisma.sql`r.id`,
    viewer?.id ?? null,
  );
  return toReplyDtos(rows, viewer).map(({ id, content, editedAt }) => ({ id, content, editedAt }));
}

/** The thread's edited title and text, as the viewer may see them. */
async function threadEdit(threadId: string, viewer: Viewer): Promise<LiveThreadEdit | null> {
  const thread = await db.thread.findUnique({ where: { id: threadId }, select: { title: true, content: true, editedAt: true, user: { select: { role: true } } } });
  if (!thread?.editedAt) return null;
  const content = isPremiumLockedFor(thread.user.role, viewer) ? "" : thread.content;
  return { title: thread.title, content, edited: true, editedAt: thread.editedAt.toISOString() };
}

function startOf(current: TimePosition): StreamPosition {
  return { current, changesReadAt: new Date(Math.max(current.key.getTime(), Date.now() - CHANGE_LOOKBACK_MS)) };
}

/**
 * The replies after `position`, the counts of replies reacted to since the last read, and the
 * thread's state now; moves `position` past what it returns. What is alike for every reader comes
 * from a read begun after `wokenAt` (the stream's last announcement), shared with the thread's
 * other streams. 404 once the thread is gone (which ends a stream).
 */
async function eventsAfter(threadId: string, position: StreamPosition, viewer: Viewer, wokenAt: number): Promise<LiveEvent[]> {
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
  const changesSince = new Date(position.changesReadAt.getTime() - CHANGE_OVERLAP_MS);
  const alike = await sharedRead(`thread:${threadId}`, wokenAt, () => readThreadAlike(threadId));
  const counts = alike.countsSince <= changesSince ? alike.counts : await replyCountsSince(threadId, changesSince);
  const edits = await editsSince(threadId, changesSince, viewer);
  // The shared read may have begun before this one: the next reads from when it did.
  position.changesReadAt = alike.readAt;
  if (counts.length > 0) events.push({ event: "replyCounts", data: counts });
  if (edits.length > 0) events.push({ event: "replyEdits", data: edits });
  const { thread } = alike;
  if (!thread) throw threadNotFound();
  const { editedAt, ...state } = thread;
  const edit = editedAt && editedAt > changesSince ? await threadEdit(threadId, viewer) : null;
  if (edit) events.push({ event: "threadEdit", data: edit });
  events.push({ event: "thread", data: { ...state, categoryName: resolveCategory(state.categoryId).name } satisfies LiveThreadState });
  return events;
}

const threadNotFound = () => notFound("Thread not found");

/** The stream of the thread's live events for the viewer, from the position named (or the newest reply). */
export async function openThreadEvents(threadId: string, viewer: SignedInViewer, named: string | null, signal: AbortSignal) {
  // A missing thread answers 404 before any stream starts.
  if (!(await db.thread.findUnique({ where: { id: threadId }, select: { id: true } }))) throw threadNotFound();
  const position = startOf(await startPosition(threadId, named));
  let started = false;
  return eventStream({
    signal,
    memberId: viewer.id,
    topic: threadTopic(threadId),
    minReadGapMs: READ_GAP_MS,
    read: async (wokenAt) => {
      const ready: LiveEvent[] = started ? [] : [{ event: "ready", id: encodeCursor(position.current), data: {} }];
      started = true;
      return [...ready, ...(await eventsAfter(threadId, position, viewer, wokenAt))];
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
  const position = startOf(await startPosition(threadId, named));
  // Polls share no read: one begun after this moment is one of its own.
  const events = await eventsAfter(threadId, position, viewer, nextMoment());
  return { events, lastEventId: encodeCursor(position.current) };
}
