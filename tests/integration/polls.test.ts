import { afterAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { expectCountersMatchRecount } from "../helpers/recount";

const DAY = 86_400_000;
const vote = (threadId: string, optionId: string, as?: string, body: unknown = {}) =>
  api(`/api/threads/${threadId}/poll/${optionId}/vote`, { as, body });
const checkVote = (threadId: string, as?: string) => api(`/api/threads/${threadId}/poll/check-vote`, { as });

async function pollThread({ expiresAt = new Date(Date.now() + 7 * DAY), authorRole = "USER" }: { expiresAt?: Date | null; authorRole?: "USER" | "FIGHTER" } = {}) {
  const author = await createMember("pollster", { role: authorRole });
  const thread = await createThread(author.id, {
    title: `Poll by ${author.username}`,
    poll: { question: "Who takes the rematch?", options: ["Champion", "Challenger", "Draw"], expiresAt },
  });
  return { author, thread, options: thread.poll!.options };
}

afterAll(removeCreatedThreads);

describe("poll voting", () => {
  it("records one vote, counts it and reports it through check-vote", async () => {
    const { author, thread, options } = await pollThread();
    const voter = await createMember("voter", { plan: "FREE" });
    expect(await checkVote(thread.id, voter.username)).toMatchObject({ status: 200, json: { hasVoted: false, votedOptionId: null } });

    const first = await vote(thread.id, options[1].id, voter.username, { userId: voter.id });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      id: thread.poll!.id,
      question: "Who takes the rematch?",
      votesCount: 1,
      expiresAt: thread.poll!.expiresAt!.toISOString(),
      hasVoted: true,
      votedOptionId: options[1].id,
      options: [
        { id: options[0].id, text: "Champion", votesCount: 0 },
        { id: options[1].id, text: "Challenger", votesCount: 1 },
        { id: options[2].id, text: "Draw", votesCount: 0 },
      ],
    });
    expect(await checkVote(thread.id, voter.username)).toMatchObject({ json: { hasVoted: true, votedOptionId: options[1].id } });
    expect(await checkVote(thread.id, "member")).toMatchObject({ json: { hasVoted: false, votedOptionId: null } });

    const again = await vote(thread.id, options[0].id, voter.username);
    expect(again).toMatchObject({ status: 409, json: { message: "You have already voted on this poll", code: "ALREADY_VOTED" } });
    expect(again.json.message).toContain("already voted");

    const second = await vote(thread.id, options[0].id, "member");
    expect(second.json).toMatchObject({ votesCount: 2, votedOptionId: options[0].id, options: [{ votesCount: 1 }, { votesCount: 1 }, { votesCount: 0 }] });
    expect(await testDb.pollVote.count({ where: { pollId: thread.poll!.id } })).toBe(2);
    await expectCountersMatchRecount({ userIds: [author.id, voter.id], threadIds: [thread.id] });
  });

  it("reads the seeded poll's votes for the signed-in member", async () => {
    const thread = await testDb.thread.findFirstOrThrow({
      where: { title: "Who really won the main event last Saturday?" },
      include: { poll: { include: { options: { orderBy: { position: "asc" } } } } },
    });
    expect(await checkVote(thread.id, "insider")).toMatchObject({ json: { hasVoted: true, votedOptionId: thread.poll!.options[0].id } });
    expect(await checkVote(thread.id, "fighter")).toMatchObject({ json: { hasVoted: true, votedOptionId: thread.poll!.options[1].id } });
  });

  it("counts exactly one of 20 identical concurrent votes and never fails with 5xx", async () => {
    const { author, thread, options } = await pollThread();
    const voter = await createMember("eager");
    const responses = await Promise.all(Array.from({ length: 20 }, () => vote(thread.id, options[0].id, voter.username)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.json.message).toContain("already voted");
    const poll = await testDb.poll.findUniqueOrThrow({ where: { id: thread.poll!.id }, include: { options: { orderBy: { position: "asc" } } } });
    expect(poll.votesCount).toBe(1);
    expect(poll.options.map((option) => option.votesCount)).toEqual([1, 0, 0]);
    await expectCountersMatchRecount({ userIds: [author.id, voter.id], threadIds: [thread.id] });
  });

  it("refuses a vote after the poll has ended, and keeps a poll without an end date open", async () => {
    const ended = await pollThread({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await vote(ended.thread.id, ended.options[0].id, "member")).toMatchObject({
      status: 403,
      json: { message: "This poll has ended", code: "POLL_ENDED" },
    });
    expect(await testDb.pollVote.count({ where: { pollId: ended.thread.poll!.id } })).toBe(0);

    const open = await pollThread({ expiresAt: null });
    expect(await vote(open.thread.id, open.options[2].id, "member")).toMatchObject({ status: 200, json: { expiresAt: null, votesCount: 1 } });
  });

  it("keeps a fighter's poll for paid members", async () => {
    const { thread, options } = await pollThread({ authorRole: "FIGHTER" });
    const free = await vote(thread.id, options[0].id, "fan");
    expect(free).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED", error: "UPGRADE_REQUIRED" } });
    expect(free.text).not.toContain("Who takes the rematch?");
    expect((await vote(thread.id, options[0].id, "member")).status).toBe(200);
  });

  it("answers 404 for a missing thread, a thread without a poll and an option of another poll", async () => {
    const { thread, options } = await pollThread();
    const other = await pollThread();
    const author = await createMember("nopoll");
    const withoutPoll = await createThread(author.id);

    expect(await vote(thread.id, other.options[0].id, "member")).toMatchObject({ status: 404, json: { message: "Poll option not found" } });
    expect(await vote(thread.id, "no-such-option", "member")).toMatchObject({ status: 404, json: { message: "Poll option not found" } });
    expect(await vote(withoutPoll.id, options[0].id, "member")).toMatchObject({ status: 404, json: { message: "This thread has no poll" } });
    expect(await vote("no-such-thread", options[0].id, "member")).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect(await checkVote(withoutPoll.id, "member")).toMatchObject({ status: 404, json: { message: "This thread has no poll" } });
    expect(await checkVote("no-such-thread", "member")).toMatchObject({ status: 404, json: { message: "Thread not found" } });
    expect(await testDb.pollVote.count({ where: { pollId: { in: [thread.poll!.id, other.thread.poll!.id] } } })).toBe(0);
  });

  it("requires sign-in, and the body's userId must be the member's own", async () => {
    const { thread, options } = await pollThread();
    expect(await vote(thread.id, options[0].id)).toMatchObject({ status: 401, json: { message: "You must be logged in to vote", code: "UNAUTHORIZED" } });
    expect(await checkVote(thread.id)).toMatchObject({ status: 401 });
    expect(await vote(thread.id, options[0].id, "member", { userId: "someone-else" })).toMatchObject({ status: 403 });
    expect(await testDb.pollVote.count({ where: { pollId: thread.poll!.id } })).toBe(0);
  });
});
