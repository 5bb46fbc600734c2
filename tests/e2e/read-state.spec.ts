import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { callAs, expect, signInAs, test } from "./fixtures";

/** What is new to a member (issue 18, "Reading"): "3 new" on cards, the thread opening at the first new reply, the "New" filter. */

const unique = () => randomUUID().slice(0, 8);

/** Posts `count` replies as `username` with one development token. */
async function postReplies(request: APIRequestContext, username: string, threadId: string, contents: string[]) {
  const { token } = (await (await request.post("/api/dev/token", { data: { username } })).json()) as { token: string };
  for (const content of contents) {
    const response = await request.post(`/api/threads/${threadId}/replies`, { data: { content }, headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test("a member sees how many replies are new, and the thread opens at the first of them, past the first page", async ({ page, request }) => {
  const reader = `reader_${unique()}`;
  const title = `While you were away ${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Talk among yourselves.", categoryId: "member_feedback" });
  await postReplies(request, "insider", thread.id, Array.from({ length: 101 }, (_, index) => `Already read ${index + 1}`));
  await callAs(request, reader, `/api/threads/${thread.id}/read`, { upTo: new Date().toISOString() });
  await postReplies(request, "mod", thread.id, ["First new answer", "Second new answer", "Third new answer"]);

  await signInAs(page, reader, "/forum/member_feedback");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("3 new")).toBeVisible();

  const markedRead = page.waitForResponse((response) => response.url().endsWith(`/api/threads/${thread.id}/read`) && response.ok());
  await card.getByRole("link", { name: title }).click();
  const firstNew = page.getByRole("listitem").filter({ hasText: "First new answer" });
  await expect(firstNew).toBeInViewport();
  await expect(firstNew.getByText("New", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Already read 101" }).getByText("New", { exact: true })).toHaveCount(0);
  await markedRead;

  await page.goto("/forum/member_feedback");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await expect(page.getByRole("article", { name: title }).getByText("3 new")).toHaveCount(0);
});

test("a thread opened afresh goes to the first new reply when it is further down than the server renders", async ({ page, request }) => {
  const reader = `reader_${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", { title: `Catching up ${unique()}`, content: "Scroll down.", categoryId: "member_feedback" });
  await postReplies(request, "insider", thread.id, Array.from({ length: 30 }, (_, index) => `Old news ${index + 1}`));
  await callAs(request, reader, `/api/threads/${thread.id}/read`, { upTo: new Date().toISOString() });
  await postReplies(request, "mod", thread.id, ["Fresh news"]);

  await signInAs(page, reader, `/thread/${thread.id}`);
  const firstNew = page.getByRole("listitem").filter({ hasText: "Fresh news" });
  await expect(firstNew).toBeInViewport();
  await expect(firstNew.getByText("New", { exact: true })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the New filter lists the threads with something new to the member, and a thread read leaves it", async ({ page, request }) => {
    const reader = `newfilter_${unique()}`;
    const unopened = await callAs(request, "member", "/api/threads", { title: `Never opened ${unique()}`, content: "Fresh.", categoryId: "member_feedback" });
    const alreadyRead = await callAs(request, "member", "/api/threads", { title: `Already read ${unique()}`, content: "Seen it.", categoryId: "member_feedback" });
    await callAs(request, reader, `/api/threads/${alreadyRead.id}/read`, { upTo: new Date().toISOString() });

    await signInAs(page, reader, "/forum/member_feedback");
    await page.getByRole("button", { name: /^Sort & filter/ }).click();
    await page.getByLabel("Show", { exact: true }).selectOption("new");
    await expect(page.getByLabel("Sort by", { exact: true })).toBeDisabled();
    const card = page.getByRole("article", { name: unopened.title });
    await expect(card).toBeVisible();
    // "New", with " thread" for screen readers.
    await expect(card.getByText("New thread")).toBeVisible();
    await expect(page.getByRole("article", { name: alreadyRead.title })).toHaveCount(0);

    const markedRead = page.waitForResponse((response) => response.url().endsWith(`/api/threads/${unopened.id}/read`) && response.ok());
    await card.getByRole("link", { name: unopened.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: unopened.title })).toBeVisible();
    await markedRead;

    await page.goto("/forum/member_feedback");
    await page.getByRole("button", { name: /^Sort & filter/ }).click();
    await page.getByLabel("Show", { exact: true }).selectOption("new");
    await expect(page.getByRole("region", { name: "Latest threads" }).or(page.getByText("Nothing new here since your last visit."))).toBeVisible();
    await expect(page.getByRole("article", { name: unopened.title })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
