import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { lockWaiters, testDb } from "../helpers/db";
import type { Prisma } from "@/lib/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";
import { waitFor } from "../helpers/wait";

/**
 * Writes racing the deletion of what they write on, over HTTP, a bounded number of rounds each.
 * Row locks follow one order (lib/row-locks.ts), so none deadlocks or breaks a reference: each
 * write either lands before the deletion or finds its target gone (404), never a 5xx, and every
 * stored counter equals its recount afterwards.
 */

const ROUNDS = 12;

afterAll(removeCreatedThreads);

async function newReply(threadId: string, as: string, parentReplyId: string | null = null) {
  const answer = await api<{ id: string }>(`/api/threads/${threadId}/replies`, { as, body: { content: `Reply ${Date.now()}`, parentReplyId } });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.id;
}

function expectNoServerError(answers: { status: number; text: string }[], allowed: number[]) {
  for (const answer of answers) expect(allowed, answer.text).toContain(answer.status);
}

describe("writes racing deletions", () => {
  it("a reply to a reply that is being deleted: posted under it or refused, never a deadlock", async () => {
    const author = await createMember("race_thread_author");
    const parentAuthor = await createMember("race_parent_author");
    const replier = await createMember("race_replier");
    const thread = await createThread(author.id);
    for (let round = 0; round < ROUNDS; round++) {
      const parentId = await newReply(thread.id, parentAuthor.username);
      const [reply, deletion] = await Promise.all([
        api(`/api/threads/${thread.id}/replies`, { as: replier.username, body: { content: "Answer", parentReplyId: parentId } }),
        api(`/api/replies/${parentId}`, { as: parentAuthor.username, method: "DELETE", body: {} }),
      ]);
      expectNoServerError([deletion], [200]);
      expectNoServerError([reply], [201, 400, 404]);
    }
    await expectCountersMatchRecount({ userIds: [author.id, parentAuthor.id, replier.id], threadIds: [thread.id] });
  });

  it("votes, replies, likes and reply likes racing their thread's deletion: counted before it or 404", async () => {
    const author = await createMember("race_deleted_author");
    const member = await createMember("race_member");
    const other = await createMember("race_other");
    const threadIds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const thread = await createThread(author.id, { poll: { question: "Who wins?", options: ["Red", "Blue"], expiresAt: null } });
      threadIds.push(thread.id);
      const poll = await api<{ poll: { options: { id: string }[] } }>(`/api/threads/id/${thread.id}`, { as: member.username });
      const replyId = await newReply(thread.id, other.username);
      const answers = await Promise.all([
        api(`/api/threads/${thread.id}/poll/${poll.json.poll.options[round % 2].id}/vote`, { as: member.username, body: {} }),
        api(`/api/threads/${thread.id}/replies`, { as: member.username, body: { content: "Late answer", parentReplyId: replyId } }),
        api(`/api/threads/${thread.id}/like`, { as: member.username, body: {} }),
        api(`/api/replies/${replyId}/like`, { as: member.username, body: {} }),
        api(`/api/threads/${thread.id}`, { as: author.username, method: "DELETE", body: {} }),
      ]);
      expectNoServerError(answers.slice(0, 4), [200, 201, 404]);
      expectNoServerError(answers.slice(4), [200]);
    }
    await expectCountersMatchRecount({ userIds: [author.id, member.id, other.id], threadIds });
  });

  it("reply likes racing the reply's deletion", async () => {
    const author = await createMember("race_like_author");
    const liker = await createMember("race_liker");
    const thread = await createThread(author.id);
    for (let round = 0; round < ROUNDS; round++) {
      const replyId = await newReply(thread.id, author.username);
      const [like, deletion] = await Promise.all([
        api(`/api/replies/${replyId}/like`, { as: liker.username, body: {} }),
        api(`/api/replies/${replyId}`, { as: author.username, method: "DELETE", body: {} }),
      ]);
      expectNoServerError([like], [200, 404]);
      expectNoServerError([deletion], [200]);
    }
    await expectCountersMatchRecount({ userIds: [author.id, liker.id], threadIds: [thread.id] });
  });
});

type Answer = Awaited<ReturnType<typeof api>>;

/**
 * Sends `request` while a transaction deletes something it needs (`remove`), and commits the
 * deletion once the request waits for a row lock in a statement like `waitsIn`: the request checked
 * the row before, and finds it gone as it writes.
 */
async function deletedWhileItWaits(remove: (tx: Prisma.TransactionClient) => Promise<unknown>, waitsIn: string, request: () => Promise<Answer>) {
  let answer!: Promise<Answer>;
  await testDb.$transaction(
    async (tx) => {
      await remove(tx);
      answer = request();
      expect(await waitFor(() => lockWaiters(waitsIn), (waiting) => waiting.length > 0)).not.toEqual([]);
    },
    { timeout: 15_000 },
  );
  return answer;
}

describe("writes whose thread is deleted between their check and their write", () => {
  it.each([
    ["follow", "ThreadFollow", (id: string, as: string) => api(`/api/threads/${id}/follow`, { as, method: "PUT", body: {} })],
    ["bookmark", "Bookmark", (id: string, as: string) => api(`/api/threads/${id}/bookmark`, { as, method: "PUT", body: {} })],
    ["read mark", "ThreadRead", (id: string, as: string) => api(`/api/threads/${id}/read`, { as, body: { upTo: new Date().toISOString() } })],
  ])("a %s answers 404 Thread not found, as it would a moment later", async (_, table, send) => {
    const author = await createMember("gone_author");
    const member = await createMember("gone_member");
    const thread = await createThread(author.id);
    const deleteThread = async (tx: Prisma.TransactionClient) => {
      const { categoryId } = await tx.thread.delete({ where: { id: thread.id }, select: { categoryId: true } });
      await tx.category.update({ where: { id: categoryId }, data: { threadCount: { decrement: 1 } } });
    };
    const answer = await deletedWhileItWaits(deleteThread, `%INSERT INTO %"${table}"%`, () => send(thread.id, member.username));
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 404, json: { error: "NOT_FOUND", code: "NOT_FOUND", message: "Thread not found" } });
  });
});

describe("a member whose account is erased while their own request runs", () => {
  it("is told the session has ended (401), as the next request would be", async () => {
    const leaving = await createMember("erased_muter");
    const target = await createMember("mute_target");
    // The mute waits for the member's row, which the erasure holds, and then writes a row that names them.
    const answer = await deletedWhileItWaits(
      (tx) => tx.user.delete({ where: { id: leaving.id } }),
      "%FOR NO KEY UPDATE%",
      () => api(`/api/users/${target.id}/mute`, { as: leaving.username, method: "PUT", body: {} }),
    );
    expect({ status: answer.status, code: (answer.json as { code: string }).code }).toEqual({ status: 401, code: "UNAUTHORIZED" });
  });
});
