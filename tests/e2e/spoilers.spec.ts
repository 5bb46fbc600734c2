import { randomUUID } from "node:crypto";
import { axeOf, callAs, expect, signInAs, test } from "./fixtures";

/** Spoilers (||…||): a fight's result stays covered in a post until the reader opens it, by tap or keyboard. */

test("a spoiler in a reply stays covered until the reader opens it, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const result = `Jones by KO ${randomUUID().slice(0, 6)}`;
  const thread = await callAs(request, "member", "/api/threads", { title: `Did you watch it? ${randomUUID().slice(0, 6)}`, content: "No spoilers in the title.", categoryId: "general" });
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: `What a finish: ||${result}||. Rewatch it.` });

  await signInAs(page, "fan", `/thread/${thread.id}`);
  const reply = page.getByRole("article", { name: "Reply by insider" });
  await expect(reply.getByText("Spoiler", { exact: true })).toBeVisible();
  await expect(reply.getByText(result)).toBeHidden();

  const axe = await axeOf(page).include(".reply-card").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const toggle = reply.getByRole("checkbox", { name: "Show spoiler" });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(reply.getByText(result)).toBeVisible();
  await expect(reply.getByText("Spoiler", { exact: true })).toBeHidden();
  await page.keyboard.press("Space");
  await expect(reply.getByText(result)).toBeHidden();

  await reply.getByText("Spoiler", { exact: true }).click();
  await expect(reply.getByText(result)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
