import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "../helpers/db";
import { listCategoryThreads, listForumFirstPage, listPinnedThreads } from "@/lib/threads/list-threads";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import { listThreadsQuerySchema } from "@/lib/validation/threads";
import { DEFAULT_FEED_FILTERS, threadPageUrl } from "@/components/forum/feed-pages";
import { createMember, createThread, createViewer, removeCreatedThreads } from "../helpers/forum-fixtures";

/**
 * The forum page reads its pinned threads and first page in one statement; the browser then keeps
 * them up to date through the API's two lists, so both must say the same.
 */

const CATEGORY = "mma_takes_podcast_companion";
const PAGE_SIZE = THREAD_PAGE_SIZE;
const MINUTE_MS = 60_000;

afterAll(removeCreatedThreads);

describe("the forum page's first read", () => {
  it("is the API's pinned list and its first page of the other threads, in the same order", async () => {
    const author = await createMember("firstpageauthor");
    const fighter = await createMember("firstpagefighter", { role: "FIGHTER" });
    const now = Date.now();
    // More than a page of threads, active in an order unlike their creation's, some by a fighter.
    const others = [];
    for (let index = 0; index < PAGE_SIZE + 5; index++) {
      const thread = await createThread(index % 4 === 0 ? fighter.id : author.id, { categoryId: CATEGORY, title: `First page ${index}` });
      await testDb.thread.update({ where: { id: thread.id }, data: { lastActivityAt: new Date(now - ((index * 7) % (PAGE_SIZE + 5)) * MINUTE_MS) } });
      others.push(thread);
    }
    // Pinned threads, pinned in another order than they were last active.
    for (const [order, thread] of [others[3], others[7], others[12]].entries()) {
      await testDb.thread.update({ where: { id: thread.id }, data: { isPinned: true, pinnedAt: new Date(now - (2 - order) * MINUTE_MS) } });
    }

    for (const viewer of [await createViewer("firstpagefree", { plan: "FREE" }), await createViewer("firstpagepaid")]) {
      // The page the forum's feed asks the API for, under the key the server's read is handed over by.
      const firstPage = listThreadsQuerySchema.parse(Object.fromEntries(new URL(threadPageUrl(CATEGORY, DEFAULT_FEED_FILTERS), "http://forum").searchParams));
      const [read, pinned, page] = await Promise.all([
        listForumFirstPage(CATEGORY, { ...DEFAULT_FEED_FILTERS, limit: PAGE_SIZE, pinnedByUserFilter: "exclude" }, viewer),
        listPinnedThreads(CATEGORY, viewer),
        listCategoryThreads(CATEGORY, firstPage, viewer),
      ]);
      expect(pinned.map((thread) => thread.title).slice(0, 3)).toEqual(["First page 12", "First page 7", "First page 3"]);
      expect(page.threads).toHaveLength(PAGE_SIZE);
      expect(read).toEqual({ pinned, threads: page.threads });
    }
  });
});
