import { randomUUID } from "node:crypto";
import { callAs, expect, refusedStream, signInAs, test, withClockSteps } from "./fixtures";

/** Live threads (issue 20): another member's reply and likes appear without a reload; a reader further up gets a "new replies" bar. */

test("a reader on a phone sees another member's reply arrive live, and a bar while scrolled away", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const title = `Live card ${randomUUID().slice(0, 8)}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Round by round, live.", categoryId: "member_feedback" });
  for (let round = 1; round <= 8; round++) await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Round ${round}: close one, hard to score.` });

  // Replies seen live are marked read every 10 seconds: the page's clock is moved on instead of waited for.
  await page.clock.install();
  await signInAs(page, `live_${randomUUID().slice(0, 8)}`, `/thread/${thread.id}`);
  await expect(page.getByRole("heading", { name: "Replies (8)" })).toBeVisible();

  // At the end of the page: the reply simply appears, and counts as read once seen.
  await page.getByRole("button", { name: /Post Reply|Upgrade Now/ }).first().scrollIntoViewIfNeeded();
  const knockdown = await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Knockdown in the ninth!" });
  const markedRead = page.waitForRequest((sent) => sent.url().endsWith("/read") && (sent.postDataJSON() as { upTo: string }).upTo === knockdown.createdAt);
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "Knockdown in the ninth!" })).toBeVisible();
  // Screen readers are told, in a log they announce.
  const arrivals = page.getByRole("log", { name: "New replies" });
  await expect(arrivals.getByText("New reply from insider", { exact: true })).toHaveCount(1);
  await page.clock.fastForward(10_000);
  await markedRead;
  await expect(page.getByRole("heading", { name: "Replies (9)" })).toBeVisible();

  // Another member likes it: its count moves on the reader's page too.
  await callAs(request, "member", `/api/replies/${knockdown.id}/like`, {});
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "Knockdown in the ninth!" }).getByRole("button", { name: "Like reply (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /new repl/ })).toHaveCount(0);

  // Its author corrects it: the new text replaces the old on the reader's page.
  await callAs(request, "insider", `/api/replies/${knockdown.id}`, { content: "Knockdown in the eighth, my mistake!" }, "PUT");
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "Knockdown in the eighth, my mistake!" })).toContainText("edited");

  // The thread's author edits the thread: its title and text change on the reader's page too.
  await callAs(request, "member", `/api/threads/${thread.id}`, { title: `${title}, scored`, content: "Round by round, live, with our scorecards." }, "PUT");
  await expect(page.getByRole("heading", { level: 1, name: `${title}, scored` })).toBeVisible();
  await expect(page.getByText("Round by round, live, with our scorecards.")).toBeVisible();
  await expect(page).toHaveTitle(`${title}, scored | Fight Forum`);

  // Further up: a bar says so, and takes the reader there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "It's over, stoppage!" });
  const bar = page.getByRole("button", { name: "1 new reply" });
  await expect(bar).toBeVisible();
  await expect(arrivals.getByText("New reply from insider, below", { exact: true })).toHaveCount(1);
  await bar.click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "It's over, stoppage!" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Further up again, and then down to the end without the bar: it goes once the reader is there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "The scorecards are in." });
  await expect(bar).toBeVisible();
  await page.getByRole("button", { name: /Post Reply|Upgrade Now/ }).first().scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "The scorecards are in." })).toBeInViewport();

  // The next visit counts the replies seen live as read: no "New" on them.
  const lastMark = page.waitForResponse((answer) => answer.url().endsWith("/read") && answer.request().postDataJSON().upTo > knockdown.createdAt);
  await page.clock.fastForward(10_000);
  await lastMark;
  await page.reload();
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "It's over, stoppage!" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Reply by insider" }).getByText("New", { exact: true })).toHaveCount(0);
});

test("in a thread with older pages still to load, a new reply waits for them instead of showing above Load more", async ({ page, request }) => {
  const title = `Long live thread ${randomUUID().slice(0, 8)}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "A long night of fights.", categoryId: "member_feedback" });
  const first = await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "Reply 1 of the night." });
  for (let round = 2; round <= 101; round += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 102 - round) }, (_, offset) =>
        callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Reply ${round + offset} of the night.` }),
      ),
    );
  }

  await signInAs(page, `long_${randomUUID().slice(0, 8)}`, `/thread/${thread.id}`);
  await expect(page.getByRole("heading", { name: "Replies (101)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();

  // An answer to a loaded reply shows under it at once; a new reply to the thread waits for the pages before it.
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Answering the first one.", parentReplyId: first.id });
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "Answering the first one." })).toBeVisible();
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Main event starts now!" });
  const bar = page.getByRole("button", { name: "2 new replies" });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("heading", { name: "Replies (103)" })).toBeVisible();
  await expect(page.getByText("Main event starts now!")).toHaveCount(0);

  // The bar loads the rest of the thread and takes the reader to the first new reply; the last one is last.
  await bar.click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Reply by insider" }).filter({ hasText: "Main event starts now!" })).toBeVisible();
  const texts = await page.locator("li.reply[data-level='0'] .reply-text").allTextContents();
  expect(texts).toHaveLength(102);
  expect(texts.at(-1)).toBe("Main event starts now!");
});

test("when the live stream cannot open the page asks every 10 seconds, and streams again once the server is back", async ({ page, request }) => {
  const thread = await callAs(request, "member", "/api/threads", { title: `Outage night ${randomUUID().slice(0, 8)}`, content: "Stay with us.", categoryId: "member_feedback" });
  // The server answers the stream with an error (a deploy, an outage) until `serve()`; polls go through.
  const stream = await refusedStream(page, `**/api/threads/${thread.id}/events?*`, (url) => url.searchParams.has("poll"));
  const { counts } = stream;
  // The page's timers are moved on instead of waited for.
  await page.clock.install();
  await signInAs(page, `outage_${randomUUID().slice(0, 8)}`, `/thread/${thread.id}`);
  await expect(page.getByRole("heading", { name: "Replies (0)" })).toBeVisible();

  // Three attempts, a second and two seconds apart (the next is a minute later), then a poll every 10 seconds.
  await withClockSteps(page, 1_000, () => counts.refused).toBe(3);
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Heard through the poll." });
  const heard = page.getByRole("article", { name: "Reply by insider" });
  await withClockSteps(page, 2_000, () => heard.filter({ hasText: "Heard through the poll." }).count()).toBe(1);

  // A minute after falling back, a stream is tried again: refused, the page keeps polling.
  await withClockSteps(page, 10_000, () => counts.refused).toBe(4);

  // The server is back: the next attempt streams, and the polling stops.
  stream.serve();
  await withClockSteps(page, 10_000, () => counts.opened).toBe(1);
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Heard through the stream." });
  await expect(heard.filter({ hasText: "Heard through the stream." })).toBeVisible();
  const pollsWhileStreaming = counts.passedThrough;
  await page.clock.fastForward(10_000);
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Still streaming." });
  await expect(heard.filter({ hasText: "Still streaming." })).toBeVisible();
  expect(counts.passedThrough).toBe(pollsWhileStreaming);
  expect(counts.refused).toBe(4);
});
