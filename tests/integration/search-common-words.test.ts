import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { testDb } from "../helpers/db";
import { wordStatistics } from "@/lib/search/common-words";
import { search } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/validation/search";
import { createMember, createThread, createThreadsAt, createViewer, removeCreatedThreads, uniqueWord } from "../helpers/forum-fixtures";

/**
 * Searches with a word nearly every post has (lib/search/common-words.ts). With a rarer word, the
 * index looks up the rarer one only, and every post it finds is checked against all of them. With
 * common words alone, the newest posts are checked one by one before the index is used. In a file
 * of its own, as the data layer keeps a table's word statistics for ten minutes: this process reads
 * them once per table, after the file made its words common.
 */

afterAll(removeCreatedThreads);

const HOUR_MS = 60 * 60 * 1000;

let viewer: SignedInViewer;
beforeAll(async () => {
  viewer = await createViewer("commonviewer");
});

/** Every page of a search, in order, by its cursors. */
async function allPages(params: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await search(searchQuerySchema.parse({ ...params, ...(cursor ? { cursor } : {}) }), viewer);
    ids.push(...answer.results.map((result) => (result.type === "member" ? result.member.id : result.id)));
    cursor = answer.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

const found = async (params: Record<string, string>) =>
  (await search(searchQuerySchema.parse(params), viewer)).results.map((result) => (result.type === "member" ? result.member.id : result.id));

describe("a word nearly every thread has", () => {
  const common = uniqueWord("everywhere");
  const rare = uniqueWord("rare");
  let both: { id: string };
  let rareAlone: { id: string };
  let loner: { id: string; username: string };
  let lonersThread: { id: string };

  beforeAll(async () => {
    const author = await createMember("commonauthor");
    // The common word in two fifths of all threads, with room for the threads other files add meanwhile.
    const [{ threads }] = await testDb.$queryRaw<{ threads: number }[]>`SELECT count(*)::int AS threads FROM "ThreadSearch"`;
    const fillers = Math.ceil(threads * 0.7) + 100;
    await createThreadsAt(
      author.id,
      Array.from({ length: fillers }, (_, index) => ({ hoursAgo: 3 + index * 0.1, title: `Thread ${index}`, content: `Talking about ${common}.` })),
    );
    [both, rareAlone] = await createThreadsAt(author.id, [
      { hoursAgo: 1, title: `${rare} talk`, content: `The ${common} take on it.` },
      { hoursAgo: 2, title: `${rare} talk too`, content: "Nothing else in it." },
    ]);
    // Another member's one thread with the word, older than all the others.
    loner = await createMember("commonloner");
    [lonersThread] = await createThreadsAt(loner.id, [{ hoursAgo: 3 + fillers * 0.1 + 5, title: "An old one", content: `Once about ${common}.` }]);
    await testDb.$executeRaw`ANALYZE "ThreadSearch"`;
    expect((await wordStatistics("ThreadSearch")).common).toContain(common);
  });

  it("with a rarer one: finds the threads with both words, not those with the rarer one alone", async () => {
    for (const sort of ["relevance", "newest"]) {
      expect(await found({ q: `${rare} ${common}`, sort })).toEqual([both.id]);
      expect(await found({ q: `${common} ${rare}`, sort })).toEqual([both.id]);
      expect(await found({ q: rare, sort })).toEqual([both.id, rareAlone.id]);
    }
  });

  it("alone: pages through every thread that has it, newest first, the last pages past the newest posts read one by one", async () => {
    const matches = await testDb.$queryRaw<{ id: string }[]>`
      SELECT "threadId" AS id FROM "ThreadSearch" WHERE search @@ to_tsquery('english', ${common})
      ORDER BY "createdAt" DESC, "threadId" DESC`;
    const expected = matches.map((match) => match.id);
    expect(expected.at(-1)).toBe(lonersThread.id);
    expect(await allPages({ q: common, sort: "newest" })).toEqual(expected);
    // Twice the word is the same search.
    expect(await found({ q: `${common} ${common}`, sort: "newest" })).toEqual(expected.slice(0, 20));
  });

  it("alone, by relevance: ranks the newest 200 matches", async () => {
    const newest = await testDb.$queryRaw<{ id: string }[]>`
      SELECT "threadId" AS id FROM "ThreadSearch" WHERE search @@ to_tsquery('english', ${common})
      ORDER BY "createdAt" DESC, "threadId" DESC LIMIT 200`;
    const ranked = await allPages({ q: common });
    expect(ranked).toHaveLength(newest.length);
    expect(new Set(ranked)).toEqual(new Set(newest.map((match) => match.id)));
  });

  it("alone, with a filter that leaves it few matches: finds them past the newest posts", async () => {
    expect(await found({ q: common, author: loner.username })).toEqual([lonersThread.id]);
    const { id: recent } = await createThread(loner.id, { title: "A new one", content: `Now about ${common}.` });
    expect(await found({ q: common, author: loner.username, sort: "newest" })).toEqual([recent, lonersThread.id]);
  });
});

describe("a word nearly every reply has, alone", () => {
  const common = uniqueWord("judgesall");

  it("pages through every reply that has it, newest first, and ranks the newest 200", async () => {
    const author = await createMember("replycommon");
    const thread = await createThread(author.id, { title: "Replies everywhere", content: "Scores?" });
    // The word in two fifths of all replies, with room for the replies other files add meanwhile.
    const [{ replies }] = await testDb.$queryRaw<{ replies: number }[]>`SELECT count(*)::int AS replies FROM "ReplySearch"`;
    const count = Math.ceil(replies * 0.7) + 300;
    await testDb.reply.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        threadId: thread.id,
        userId: author.id,
        content: `The ${common} saw it round ${index}.`,
        createdAt: new Date(Date.now() - (1 + index * 0.01) * HOUR_MS),
      })),
    });
    await testDb.$executeRaw`ANALYZE "ReplySearch"`;
    expect((await wordStatistics("ReplySearch")).common).toContain(common);

    const matches = await testDb.$queryRaw<{ id: string }[]>`
      SELECT "replyId" AS id FROM "ReplySearch" WHERE search @@ to_tsquery('english', ${common})
      ORDER BY "createdAt" DESC, "replyId" DESC`;
    expect(matches).toHaveLength(count);
    const expected = matches.map((match) => match.id);
    expect(await allPages({ q: common, type: "replies", sort: "newest" })).toEqual(expected);
    expect(new Set(await allPages({ q: common, type: "replies" }))).toEqual(new Set(expected.slice(0, 200)));
  });
});
