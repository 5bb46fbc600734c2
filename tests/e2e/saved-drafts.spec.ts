import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
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
  const forgotten = laptopPage.waitForResponse((answer) => answer.url().endsWith("/api/users/me/post-draft") && answer.request().method() === "DELETE" && answer.ok());
  await laptopDialog.getByRole("button", { name: "Create Post" }).click();
  await expect(laptopPage.getByRole("article", { name: title })).toBeVisible();
  await forgotten;
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

const savedDraftCall = (method: string) => (answer: { url(): string; request(): { method(): string }; ok(): boolean }) =>
  answer.url().endsWith("/api/users/me/post-draft") && answer.request().method() === method && answer.ok();

async function pickImage(page: Page, dialog: Locator) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: /Choose an image/ }).click();
  await (await chooser).setFiles({ name: "octagon.png", mimeType: "image/png", buffer });
  await expect(dialog.getByText("octagon.png")).toBeVisible();
}

/** A new member who writes `text` into `field`, picks an image and saves the post for later. */
async function draftSavedWithImage(page: Page, request: APIRequestContext, prefix: string, field: "Title" | "Content", text: string) {
  const writer = `${prefix}_${randomUUID().slice(0, 8)}`;
  await setPlan(request, writer, "BASIC");
  await signInAs(page, writer, "/forum/member_feedback");
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await page.getByRole("button", { name: "New Post" }).click();
  await dialog.getByLabel(field).fill(text);
  await pickImage(page, dialog);
  return { dialog, draft: await saveForLater(page, dialog) };
}

async function saveForLater(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  const saved = page.waitForResponse(savedDraftCall("PUT"));
  const confirm = dialog.getByRole("alertdialog", { name: /Discard this post\?/ });
  await expect(confirm).toContainText("Or save it for later and finish it on any device.");
  await confirm.getByRole("button", { name: "Save for later" }).click();
  const { draft } = await (await saved).json();
  await expect(dialog).toBeHidden();
  return draft as { image: { url: string } | null };
}

test("a post saved for later keeps its image: uploaded on saving, shown on continuing, even after a reload, and published with it", async ({ page, browser, request }) => {
  const writer = `imgdraft_${randomUUID().slice(0, 8)}`;
  await setPlan(request, writer, "BASIC");
  const title = `Cage-side shot ${randomUUID().slice(0, 6)}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, writer, "/forum/member_feedback");
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await page.getByRole("button", { name: "New Post" }).click();
  await dialog.getByLabel("Title").fill(title);
  await pickImage(page, dialog);
  const uploaded = page.waitForResponse((answer) => answer.url().endsWith("/api/upload") && answer.ok());
  const draft = await saveForLater(page, dialog);
  expect(draft.image?.url).toBe((await (await uploaded).json()).url);

  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const laptopPage = await laptop.newPage();
  await signInAs(laptopPage, writer, "/forum/member_feedback");
  const laptopDialog = laptopPage.getByRole("dialog", { name: "Create New Post" });
  await laptopPage.getByRole("button", { name: "New Post" }).click();
  const offer = laptopDialog.getByRole("status").filter({ hasText: "You saved a draft" });
  await expect(offer).toContainText(`“${title}” with an image`);
  await expect(offer.locator("img")).toHaveAttribute("src", draft.image!.url);
  await expect(offer.locator("img")).toHaveJSProperty("complete", true);
  await offer.getByRole("button", { name: "Continue it" }).click();
  const preview = laptopDialog.getByRole("img", { name: "Selected image preview" });
  await expect(preview).toHaveAttribute("src", draft.image!.url);
  await expect(laptopDialog).toContainText("Saved image");
  await expect(laptopDialog).toContainText(/\d+×\d+/);

  // The tab keeps the continued draft, image and all, across a reload.
  await laptopPage.reload();
  await laptopPage.getByRole("button", { name: "New Post" }).click();
  await expect(laptopDialog.getByLabel("Title")).toHaveValue(title);
  await expect(preview).toHaveAttribute("src", draft.image!.url);
  await laptopDialog.getByLabel("Content").fill("Finished at home.");

  const published = laptopPage.waitForResponse((answer) => answer.url().endsWith("/api/threads") && answer.request().method() === "POST");
  const forgotten = laptopPage.waitForResponse(savedDraftCall("DELETE"));
  let uploadsWhilePublishing = 0;
  laptopPage.on("request", (sent) => {
    if (sent.url().endsWith("/api/upload")) uploadsWhilePublishing += 1;
  });
  await laptopDialog.getByRole("button", { name: "Create Post" }).click();
  expect((await (await published).json()).media).toMatchObject([{ url: draft.image!.url }]);
  await forgotten;
  expect(uploadsWhilePublishing).toBe(0);
  const card = laptopPage.getByRole("article", { name: title });
  // The post shows the file, so forgetting the draft kept it.
  await expect(card.getByRole("img", { name: `Image attached to "${title}"` })).toHaveJSProperty("complete", true);
  expect(await card.getByRole("img", { name: `Image attached to "${title}"` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await laptopPage.request.get(draft.image!.url)).status()).toBe(200);
  await laptop.close();
});

test("a continued draft that is discarded is forgotten on the server, and its image with it", async ({ page, request }) => {
  const { dialog, draft } = await draftSavedWithImage(page, request, "dropdraft", "Content", "Not sure about this one.");

  await page.getByRole("button", { name: "New Post" }).click();
  await dialog.getByRole("status").filter({ hasText: "You saved a draft" }).getByRole("button", { name: "Continue it" }).click();
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toHaveAttribute("src", draft.image!.url);
  await page.keyboard.press("Escape");
  const forgotten = page.waitForResponse(savedDraftCall("DELETE"));
  await dialog.getByRole("alertdialog", { name: /Discard this post\?/ }).getByRole("button", { name: "Discard" }).click();
  expect(await (await forgotten).json()).toEqual({ draft: null });
  expect((await page.request.get(draft.image!.url)).status()).toBe(404);

  // Opened again, nothing is offered.
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Content")).toHaveValue("");
  await expect(dialog.getByText("You saved a draft")).toHaveCount(0);
});

test("a saved draft whose image is gone (deleted on another device) is continued without it, and says so", async ({ page, request }) => {
  const { dialog, draft } = await draftSavedWithImage(page, request, "lostimg", "Title", "Lost picture");

  await page.route(`**${draft.image!.url}`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("button", { name: "New Post" }).click();
  const offer = dialog.getByRole("status").filter({ hasText: "You saved a draft" });
  await expect(offer).toContainText("“Lost picture” with an image");
  // Its thumbnail, which failed, is not shown broken.
  await expect(offer.locator("img")).toHaveCount(0);
  await offer.getByRole("button", { name: "Continue it" }).click();
  await expect(dialog.getByRole("alert", { name: "Image errors" })).toContainText("The image saved with this post is no longer available. Please choose it again.");
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Choose an image/ })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("Lost picture");
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("fightforum:create-post-draft") ?? "null"));
  expect(stored).toMatchObject({ title: "Lost picture", image: null, continuesSavedDraft: true });
});
