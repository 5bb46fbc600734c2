import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../helpers/db";
import { wordStatistics } from "@/lib/search/common-words";
import { search } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/validation/search";
import { createMember, createThreadsAt, createViewer, removeCreatedThreads, uniqueWord } from "../helpers/forum-fixtures";

/**
 * A search with a word nearly every thread has (lib/search/common-words.ts): the index looks up the
 * rarer words only, and every thread it finds is checked against all of them. In a file of its own,
 * as the data layer keeps a table's word statistics for ten minutes: this process reads them once,
 * after the test made its word common.
 */

afterAll(removeCreatedThreads);

describe("a word nearly every thread has, with a rarer one", () => {
  it("finds the threads with both words, not those with the rarer one alone", async () => {
    const author = await createMember("commonauthor");
    const common = uniqueWord("everywhere");
    const rare = uniqueWord("rare");
    // The common word in two fifths of all threads, with room for the threads other files add meanwhile.
    const [{ threads }] = await testDb.$queryRaw<{ threads: number }[]>`SELECT count(*)::int AS threads FROM "ThreadSearch"`;
    await createThreadsAt(
      author.id,
      Array.from({ length: Math.ceil(threads * 0.7) + 100 }, (_, index) => ({ hoursAgo: 3 + index * 0.1, title: `Thread ${index}`, content: `Talking about ${common}.` })),
    );
    const [both, rareAlone] = await createThreadsAt(author.id, [
      { hoursAgo: 1, title: `${rare} talk`, content: `The ${common} take on it.` },
      { hoursAgo: 2, title: `${rare} talk too`, content: "Nothing else in it." },
    ]);
    await testDb.$executeRaw`ANALYZE "ThreadSearch"`;
    expect((await wordStatistics("ThreadSearch")).common).toContain(common);

    const viewer = await createViewer("commonviewer");
    const found = async (q: string, sort: "relevance" | "newest") =>
      (await search(searchQuerySchema.parse({ q, sort }), viewer)).results.flatMap((result) => (result.type === "thread" ? [result.id] : []));
    for (const sort of ["relevance", "newest"] as const) {
      expect(await found(`${rare} ${common}`, sort)).toEqual([both.id]);
      expect(await found(`${common} ${rare}`, sort)).toEqual([both.id]);
      expect(await found(rare, sort)).toEqual([both.id, rareAlone.id]);
    }
  });
});
