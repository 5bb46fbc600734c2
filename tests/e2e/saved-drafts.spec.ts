import { randomUUID } from "node:crypto";
import { expect, setPlan, signInAs, test } from "./fixtures";

/** A post started on a phone, saved for later, and finished on a laptop (a member's request in the demo's feedback). */

test("a post saved for later on a phone is continued and published on a laptop, and then offered nowhere", async ({ page, browser, request }) => {
  const writer = `drafter_${randomUUID().slice(0, 8)}`;
  await setPlan(request, writer, "BASIC");
  const title = `Judging after the card ${randomUUID().slice(0, 6)}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, writer, "/forum/member_feedback");
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await page.getByRole("button", { name: "New Post" }).click();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Started at the gym, finish at home.");
  await page.keyboard.press("Escape");
  const confirm = dialog.getByRole("alertdialog", { name: /Discard this post\?/ });
  const saved = page.waitForResponse((answer) => answer.url().endsWith("/api/users/me/post-draft") && answer.request().method() === "PUT" && answer.ok());
  await confirm.getByRole("button", { name: "Save for later" }).click();
  await saved;
  await expect(page.getByText("Open Create Post on any device to finish it.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const laptopPage = await laptop.newPage();
  await signInAs(laptopPage, writer, "/forum/member_feedback");
  await laptopPage.getByRole("button", { name: "New Post" }).click();
  const laptopDialog = laptopPage.getByRole("dialog", { name: "Create New Post" });
  const offer = laptopDialog.getByRole("status").filter({ hasText: "You saved a draft" });
  await expect(offer).toContainText(title);
  await offer.getByRole("button", { name: "Continue it" }).click();
  await expect(offer).toBeHidden();
  await expect(laptopDialog.getByLabel("Title")).toHaveValue(title);
  await expect(laptopDialog.getByLabel("Content")).toHaveValue("Started at the gym, finish at home.");
  await laptopDialog.getByRole("button", { name: "Create Post" }).click();
  await expect(laptopPage.getByRole("article", { name: title })).toBeVisible();
  await laptop.close();

  // Taken back on the laptop, it is offered again nowhere, the phone included.
  await page.reload();
  const asked = page.waitForResponse((answer) => answer.url().endsWith("/api/users/me/post-draft") && answer.request().method() === "GET");
  await page.getByRole("button", { name: "New Post" }).click();
  expect(await (await asked).json()).toEqual({ draft: null });
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(dialog.getByText("You saved a draft")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
