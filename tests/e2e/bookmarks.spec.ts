import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/** Bookmarks (issue 19): save a thread from its card and a reply on the thread page, find them on /bookmarks, remove one. */

const unique = () => randomUUID().slice(0, 8);

for (const viewport of [
  { name: "on a laptop", size: { width: 1280, height: 900 } },
  { name: "on a phone", size: { width: 360, height: 740 } },
]) {
  test(`a member saves a thread and a reply and finds them on Bookmarks, ${viewport.name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport.size);
    const reader = `saver_${unique()}`;
    const title = `Save me ${unique()}`;
    const thread = await callAs(request, "member", "/api/threads", { title, content: "Worth a second read.", categoryId: "member_feedback" });
    await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "The answer to keep." });

    await signInAs(page, reader, "/forum/member_feedback");
    const card = page.getByRole("article", { name: title });
    // Each button shows its new state at once; the next step waits for the server's answer, as the Bookmarks page reads the server.
    const threadSaved = page.waitForResponse((answer) => answer.url().endsWith(`/api/threads/${thread.id}/bookmark`) && answer.ok());
    await card.getByRole("button", { name: "Bookmark", exact: true }).click();
    await expect(card.getByRole("button", { name: "Remove bookmark" })).toHaveAttribute("aria-pressed", "true");
    await threadSaved;

    await card.getByRole("link", { name: title }).click();
    const reply = page.getByRole("article", { name: "Reply by insider" });
    const replySaved = page.waitForResponse((answer) => /\/api\/replies\/[^/]+\/bookmark$/.test(answer.url()) && answer.ok());
    await reply.getByRole("button", { name: "Bookmark reply" }).click();
    await expect(reply.getByRole("button", { name: "Remove bookmark" })).toHaveAttribute("aria-pressed", "true");
    await replySaved;

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Bookmarks" }).click();
    await expect(page.getByRole("heading", { name: "Bookmarks", level: 1 })).toBeVisible();
    const saved = page.getByRole("list", { name: "Your bookmarks" }).locator(":scope > li");
    await expect(saved).toHaveCount(2);
    await expect(saved.first()).toContainText("The answer to keep.");
    await expect(saved.nth(1)).toContainText(title);

    const removed = page.waitForResponse((answer) => answer.url().endsWith(`/api/threads/${thread.id}/bookmark`) && answer.request().method() === "DELETE" && answer.ok());
    await page.getByRole("button", { name: `Remove bookmark: ${title}` }).click();
    await expect(saved).toHaveCount(1);
    await removed;
    await page.reload();
    await expect(saved).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
  });
}
