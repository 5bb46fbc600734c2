import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * What a thread says of its replies besides their count: who answered last (the newest reply still
 * standing) and the last members to reply, in lists and on the thread itself.
 */

afterAll(removeCreatedThreads);

const reply = async (threadId: string, as: string, content: string) => {
  const { status, json } = await api(`/api/threads/${threadId}/replies`, { as, body: { content } });
  expect(status).toBe(201);
  return json as { id: string; createdAt: string };
};

const threadInList = async (threadId: string, as: string) => {
  const { json } = await api(`/api/threads/general?pinnedByUserFilter=exclude&sort=recent&limit=50`, { as });
  return (json as { id: string; lastReply: unknown }[]).find((thread) => thread.id === threadId);
};

describe("last reply on a thread", () => {
  it("is null without replies, then the newest reply's author and time, and the one before once it is deleted", async () => {
    const [author, first, second] = await Promise.all(["lastauthor", "lastfirst", "lastsecond"].map((prefix) => createMember(prefix)));
    const thread = await createThread(author.id, { title: "Who answered last" });
    expect((await api(`/api/threads/id/${thread.id}`, { as: author.username })).json.lastReply).toBeNull();

    const earlier = await reply(thread.id, first.username, "First answer");
    const latest = await reply(thread.id, second.username, "Second answer");
    expect(await threadInList(thread.id, author.username)).toMatchObject({ lastReply: { username: second.username, createdAt: latest.createdAt } });
    expect((await api(`/api/threads/id/${thread.id}`, { as: "fan" })).json.lastReply).toEqual({ username: second.username, createdAt: latest.createdAt });

    expect((await api(`/api/replies/${latest.id}`, { as: second.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await threadInList(thread.id, author.username)).toMatchObject({ lastReply: { username: first.username, createdAt: earlier.createdAt } });
  });

  it("lists the last members to reply, newest first, each once, at most four, without deleted replies", async () => {
    const [author, ...repliers] = await Promise.all(["recentauthor", "recent1", "recent2", "recent3", "recent4", "recent5"].map((prefix) => createMember(prefix)));
    const thread = await createThread(author.id, { title: "Busy thread" });
    expect((await threadInList(thread.id, author.username)) as unknown).toMatchObject({ recentRepliers: [] });

    for (const member of repliers) await reply(thread.id, member.username, `From ${member.username}`);
    await reply(thread.id, repliers[2].username, "Again, and last");
    const deleted = await reply(thread.id, author.username, "Deleted at once");
    expect((await api(`/api/replies/${deleted.id}`, { as: author.username, method: "DELETE", body: {} })).status).toBe(200);

    const listed = (await threadInList(thread.id, author.username)) as unknown as { recentRepliers: { username: string; role: string; imageUrl: string | null }[] };
    expect(listed.recentRepliers.map((member) => member.username)).toEqual([repliers[2], repliers[4], repliers[3], repliers[1]].map((member) => member.username));
    expect(listed.recentRepliers[0]).toEqual({ username: repliers[2].username, role: "USER", imageUrl: null });
  });
});

