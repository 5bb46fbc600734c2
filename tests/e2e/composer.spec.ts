import { randomUUID } from "node:crypto";
import { axeOf, callAs, expect, signInAs, test } from "./fixtures";

/** The composer (issue 18): Markdown with Write / Preview, @mention suggestions, quote-reply. */

const unique = () => randomUUID().slice(0, 8);

test("a reply in Markdown: preview, a mention chosen from the list, and the posted reply rendered", async ({ page, request }) => {
  const thread = await callAs(request, "insider", "/api/threads", { title: `Markdown reply ${unique()}`, content: "Thoughts?", categoryId: "member_feedback" });
  await signInAs(page, "member", `/thread/${thread.id}`);

  const box = page.getByLabel("Your reply");
  await box.fill("**Leg kicks** win it, ask ");
  await box.pressSequentially("@insi");
  const list = page.getByRole("listbox", { name: "Members to mention" });
  await list.getByRole("option", { name: "@insider", exact: true }).click();
  await expect(box).toHaveValue("**Leg kicks** win it, ask @insider ");
  await expect(box).toBeFocused();

  await box.pressSequentially("and see [the stats](https://ufcstats.com)");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator("strong")).toHaveText("Leg kicks");
  await expect(preview.getByRole("link", { name: "@insider" })).toHaveAttribute("href", "/user/insider");
  await expect(preview.getByRole("link", { name: "the stats" })).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await page.getByRole("button", { name: "Write", exact: true }).click();
  await expect(box).toBeVisible();

  await page.getByRole("button", { name: "Post Reply" }).click();
  const posted = page.getByRole("article", { name: "Reply by member" }).filter({ hasText: "Leg kicks" });
  await expect(posted.locator("strong")).toHaveText("Leg kicks");
  await expect(posted.getByRole("link", { name: "the stats" })).toHaveAttribute("href", "https://ufcstats.com");
});

test("quoting the text selected in a reply answers that reply with the quote", async ({ page, request }) => {
  const thread = await callAs(request, "member", "/api/threads", { title: `Quote reply ${unique()}`, content: "Who wins?", categoryId: "member_feedback" });
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Leg kicks win fights. Wrestling wins rounds." });
  await signInAs(page, "mod", `/thread/${thread.id}`);

  const reply = page.getByRole("article", { name: "Reply by insider" });
  await reply.getByText("Leg kicks win fights.").evaluate((paragraph) => {
    const text = paragraph.firstChild!;
    const range = document.createRange();
    range.setStart(text, "Leg kicks win fights. ".length);
    range.setEnd(text, text.textContent!.length);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await reply.getByRole("button", { name: "Quote @insider" }).click();

  const box = page.getByLabel("Your reply");
  await expect(box).toHaveValue("> Wrestling wins rounds.\n\n");
  await expect(box).toBeFocused();
  await expect(page.getByText("Replying to @insider")).toBeVisible();
  await box.pressSequentially("Only the close ones.");
  await page.getByRole("button", { name: "Post Reply" }).click();

  const answer = page.getByRole("article", { name: "Reply by mod" });
  await expect(answer.locator("blockquote")).toHaveText("Wrestling wins rounds.");
  await expect(answer).toContainText("replying to @insider");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the create-post dialog takes Markdown, suggests members from the keyboard, and Escape closes only the list", async ({ page }) => {
    await signInAs(page, "member", "/forum/member_feedback");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    const content = dialog.getByLabel("Content");
    await content.pressSequentially("- one\n- two @insi");
    await expect(dialog.getByRole("listbox", { name: "Members to mention" })).toBeVisible();
    const axe = await axeOf(page).include("dialog").analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await content.press("Escape");
    await expect(dialog.getByRole("listbox", { name: "Members to mention" })).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await content.press("Backspace");
    await content.pressSequentially("i");
    await expect(dialog.getByRole("option", { name: "@insider", exact: true })).toBeVisible();
    await content.press("Enter");
    await expect(content).toHaveValue("- one\n- two @insider ");

    await dialog.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(dialog.getByRole("region", { name: "Preview" }).getByRole("listitem")).toHaveText(["one", "two @insider"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
