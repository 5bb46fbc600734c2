import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { addReplies } from "../helpers/reply-fixtures";

/**
 * Per-member read state: what is new to a member in each thread ("3 new", "New"), marking a thread
 * read, and the "New" filter of the thread list.
 */

afterAll(removeCreatedThreads);

const CATEGORY = "mma_takes_podcast_companion";
const HOUR_MS = 60 * 60 * 1000;

interface Unread {
  lastReadAt: string | null;
  newThread: boolean;
  newReplies: number;
  moreNewReplies: boolean;
}

const unreadOf = async (threadId: string, as: string) => {
  const { status, json } = await api<{ unread: Unread }>(`/api/threads/id/${threadId}`, { as });
  expect(status).toBe(200);
  return json.unread;
};

const markRead = (threadId: string, as: string, upTo = new Date()) => api(`/api/threads/${threadId}/read`, { as, body: { upTo: upTo.toISOString() } });

const reply = async (threadId: string, as: string, content = "An answer") => {
  const { status, json } = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content } });
  expect(status).toBe(201);
  return json;
};

/** Every page of the "New" filter, `limit` at a time by cursor: the ids in order. */
async function newThreadIds(as: string, { limit = 50, extra = "" } = {}) {
  const ids: string[] = [];
  let cursor = "";
  for (let page = 0; page < 50; page++) {
    const { status, json, headers } = await api<{ id: string }[]>(
      `/api/threads/${CATEGORY}?filter=new&sort=recent&pinnedByUserFilter=include&limit=${limit}&cursor=${cursor}${extra}`,
      { as },
    );
    expect(status).toBe(200);
    ids.push(...json.map((thread) => thread.id));
    const next = headers.get("x-next-cursor");
    if (!next) return ids;
    cursor = next;
  }
  throw new Error("the New filter never ran out of pages");
}

describe("what is new in a thread", () => {
  it("is the whole thread while a member never opened another member's recent thread, never their own or an old one", async () => {
    const [author, reader] = await Promise.all([createMember("unreadauthor"), createMember("unreadreader")]);
    const recent = await createThread(author.id, { title: "Never opened", categoryId: CATEGORY });
    const old = await createThread(author.id, { title: "Opened long ago by nobody", categoryId: CATEGORY });
    await testDb.thread.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 8 * 24 * HOUR_MS) } });

    expect(await unreadOf(recent.id, reader.username)).toEqual({ lastReadAt: null, newThread: true, newReplies: 0, moreNewReplies: false });
    expect(await unreadOf(recent.id, author.username)).toMatchObject({ newThread: false, newReplies: 0 });
    expect(await unreadOf(old.id, reader.username)).toMatchObject({ newThread: false, newReplies: 0 });
  });

  it("counts the replies by others since the member read it, not their own or deleted ones, until they read it again", async () => {
    const [author, reader, other] = await Promise.all([createMember("countauthor"), createMember("countreader"), createMember("countother")]);
    const thread = await createThread(author.id, { title: "Counting what is new", categoryId: CATEGORY });

    const marked = await markRead(thread.id, reader.username);
    expect(marked.status).toBe(200);
    expect(await unreadOf(thread.id, reader.username)).toEqual({ lastReadAt: marked.json.lastReadAt, newThread: false, newReplies: 0, moreNewReplies: false });

    await reply(thread.id, author.username, "From the author");
    await reply(thread.id, reader.username, "My own answer");
    await reply(thread.id, other.username, "From someone else");
    const deleted = await reply(thread.id, other.username, "Deleted again");
    expect((await api(`/api/replies/${deleted.id}`, { as: other.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await unreadOf(thread.id, reader.username)).toMatchObject({ newThread: false, newReplies: 2, moreNewReplies: false });

    const listed = await api<{ id: string; unread: Unread }[]>(`/api/threads/${CATEGORY}?pinnedByUserFilter=exclude&sort=recent&limit=50`, { as: reader.username });
    expect(listed.json.find((item) => item.id === thread.id)?.unread).toMatchObject({ newReplies: 2 });

    expect((await markRead(thread.id, reader.username)).status).toBe(200);
    expect(await unreadOf(thread.id, reader.username)).toMatchObject({ newReplies: 0 });
    // The others' marks are their own.
    expect(await unreadOf(thread.id, other.username)).toMatchObject({ newThread: true });
  });

  it("says there are more than it counted beyond the latest twenty replies", async () => {
    const [author, reader] = await Promise.all([createMember("manyauthor"), createMember("manyreader")]);
    const thread = await createThread(author.id, { title: "Busy while away", categoryId: CATEGORY });
    expect((await markRead(thread.id, reader.username, new Date(Date.now() - 2 * HOUR_MS))).status).toBe(200);
    await addReplies(thread, [author.id], 25);
    expect(await unreadOf(thread.id, reader.username)).toMatchObject({ newReplies: 20, moreNewReplies: true });
  });
});

describe("POST /api/threads/{id}/read", () => {
  it("only moves the mark forward, and never past now", async () => {
    const [author, reader] = await Promise.all([createMember("markauthor"), createMember("markreader")]);
    const thread = await createThread(author.id, { title: "Marked read", categoryId: CATEGORY });
    const first = await markRead(thread.id, reader.username);
    const older = await markRead(thread.id, reader.username, new Date(Date.now() - 24 * HOUR_MS));
    expect(older.json.lastReadAt).toBe(first.json.lastReadAt);

    const future = await markRead(thread.id, reader.username, new Date(Date.now() + 24 * HOUR_MS));
    expect(future.status).toBe(200);
    expect(new Date(future.json.lastReadAt).getTime()).toBeLessThanOrEqual(Date.now());
    const rows = await testDb.threadRead.findMany({ where: { threadId: thread.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].lastReadAt.toISOString()).toBe(future.json.lastReadAt);
  });

  it("refuses a missing thread, a bad time and a signed-out caller, and records nothing", async () => {
    const [author, reader] = await Promise.all([createMember("badmarkauthor"), createMember("badmarkreader")]);
    const thread = await createThread(author.id, { title: "Not marked", categoryId: CATEGORY });

    const missing = await markRead("no-such-thread", reader.username);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: "NOT_FOUND", message: "Thread not found" });

    for (const body of [{}, { upTo: "yesterday" }, { upTo: 5 }]) {
      const refused = await api(`/api/threads/${thread.id}/read`, { as: reader.username, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toBe("upTo must be a date and time (ISO 8601)");
    }
    const signedOut = await api(`/api/threads/${thread.id}/read`, { body: { upTo: new Date().toISOString() } });
    expect(signedOut.status).toBe(401);
    expect(await testDb.threadRead.count({ where: { threadId: thread.id } })).toBe(0);
  });
});

describe("the New filter", () => {
  it("lists threads with replies by others since the member read them and recent threads they never opened, by activity", async () => {
    const [author, reader, other] = await Promise.all([createMember("filterauthor"), createMember("filterreader"), createMember("filterother")]);
    const answered = await createThread(author.id, { title: "Answered since", categoryId: CATEGORY });
    const quiet = await createThread(author.id, { title: "Read, nothing since", categoryId: CATEGORY });
    const ownReply = await createThread(author.id, { title: "Only my own reply since", categoryId: CATEGORY });
    const liked = await createThread(author.id, { title: "Only a like since", categoryId: CATEGORY });
    const mine = await createThread(reader.id, { title: "My own thread", categoryId: CATEGORY });
    const unopened = await createThread(author.id, { title: "Never opened either", categoryId: CATEGORY });
    const pinned = await createThread(author.id, { title: "Pinned and never opened", categoryId: CATEGORY });
    await testDb.thread.update({ where: { id: pinned.id }, data: { isPinned: true, pinnedAt: new Date() } });

    for (const thread of [answered, quiet, ownReply, liked]) expect((await markRead(thread.id, reader.username)).status).toBe(200);
    await reply(ownReply.id, reader.username, "Only me");
    expect((await api(`/api/threads/${liked.id}/like`, { as: other.username, body: {} })).status).toBe(200);
    await reply(answered.id, other.username, "Something new");

    const ids = await newThreadIds(reader.username, { limit: 2 });
    const ours = ids.filter((id) => [answered, quiet, ownReply, liked, mine, unopened, pinned].some((thread) => thread.id === id));
    // Most recently active first: the answered thread got the latest reply, then the threads by creation.
    expect(ours).toEqual([answered.id, pinned.id, unopened.id]);
    expect(new Set(ids).size).toBe(ids.length);

    const withoutPinned = await api<{ id: string }[]>(`/api/threads/${CATEGORY}?filter=new&sort=recent&pinnedByUserFilter=exclude&limit=50`, { as: reader.username });
    expect(withoutPinned.json.map((thread) => thread.id)).not.toContain(pinned.id);
    expect(withoutPinned.json.map((thread) => thread.id)).toContain(answered.id);
  });

  it("keeps the week's threads with timeRange=week, pages by offset too, and leaves threads out once read", async () => {
    const [author, reader] = await Promise.all([createMember("weekauthor"), createMember("weekreader")]);
    const fresh = await createThread(author.id, { title: "Created this week", categoryId: CATEGORY });
    const older = await createThread(author.id, { title: "Created two weeks ago", categoryId: CATEGORY });
    await testDb.thread.update({ where: { id: older.id }, data: { createdAt: new Date(Date.now() - 14 * 24 * HOUR_MS) } });
    expect((await markRead(older.id, reader.username, new Date(Date.now() - 13 * 24 * HOUR_MS))).status).toBe(200);
    await reply(older.id, author.username, "Still going");

    expect(await newThreadIds(reader.username)).toEqual(expect.arrayContaining([fresh.id, older.id]));
    const week = await newThreadIds(reader.username, { extra: "&timeRange=week" });
    expect(week).toContain(fresh.id);
    expect(week).not.toContain(older.id);

    const all = await newThreadIds(reader.username);
    const byOffset = await api<{ id: string }[]>(`/api/threads/${CATEGORY}?filter=new&sort=recent&limit=1&offset=1`, { as: reader.username });
    expect(byOffset.json.map((thread) => thread.id)).toEqual(all.slice(1, 2));

    expect((await markRead(fresh.id, reader.username)).status).toBe(200);
    expect(await newThreadIds(reader.username)).not.toContain(fresh.id);
  });

  it("asks for recent activity order and a signed-in member", async () => {
    const member = await createMember("filterrules");
    const bySort = await api(`/api/threads/${CATEGORY}?filter=new&sort=new`, { as: member.username });
    expect(bySort.status).toBe(400);
    expect(bySort.json.message).toBe("filter=new lists threads by recent activity: use sort=recent");
    const unknown = await api(`/api/threads/${CATEGORY}?filter=unread`, { as: member.username });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("filter must be all or new");
    expect((await api(`/api/threads/${CATEGORY}?filter=new&sort=recent`)).status).toBe(401);
  });
});
