import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, heldBack, setPlan, signInAs, test } from "./fixtures";

const uniqueTitle = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

function image(format: "jpeg" | "png", width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

async function openComposer(page: Page, username = "member") {
  await signInAs(page, username, "/forum/member_feedback");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function writePost(dialog: Locator, title: string) {
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Both fighters made weight.");
}

/** Chooses a file through the picker's button, as a member does. */
async function attach(page: Page, dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: /Choose an image/ }).click();
  await (await chooser).setFiles(file);
}

test("a paid member posts an image: it is compressed, uploads with progress and shows on the new card", async ({ page }) => {
  const title = uniqueTitle("Weigh-in photo");
  const dialog = await openComposer(page);
  await expect(dialog).toContainText("Formats: JPEG, JPG, PNG, GIF, WEBP · Max size: 25 MB · Dimensions: 50×50 to 6000×6000 · Max files: 1");
  await writePost(dialog, title);
  await attach(page, dialog, { name: "weigh-in.jpg", mimeType: "image/jpeg", buffer: await image("jpeg", 2400, 1200) });
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toBeVisible();
  await expect(dialog).toContainText("weigh-in.jpg");
  await expect(dialog.getByRole("list", { name: "Image warnings" })).toContainText("It will be compressed before upload");

  // The upload's answer is held back until its progress was seen.
  const uploadAnswer = heldBack();
  await page.route("**/api/upload", async (route) => {
    await uploadAnswer.held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("button", { name: "Uploading Images..." })).toBeDisabled();
  await expect(dialog.getByRole("progressbar", { name: "Image upload progress" })).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(dialog.getByRole("button", { name: "Remove image" })).toBeDisabled();
  uploadAnswer.release();

  await expect(page.getByTestId("toast")).toContainText("Your post has been created.");
  await expect(dialog).toBeHidden();
  const card = page.getByRole("region", { name: "Latest threads" }).getByRole("article").first();
  await expect(card).toHaveAccessibleName(title);
  const attached = card.getByRole("img", { name: `Image attached to "${title}"` });
  // Through the image optimizer, at a width that fits the card rather than the original's.
  await expect(attached).toHaveAttribute("src", /^(https?:\/\/[^/]+)?\/_next\/image\?url=%2Fmedia%2F[A-Za-z0-9_-]{22}\.jpg&w=\d+&q=75$/);
  await expect(attached).toHaveAttribute("srcset", /w=640&q=75 640w/);
  // Compressed to 1920 wide before upload; the stored size reserves the card's space.
  await expect(attached).toHaveAttribute("width", "1920");
  await expect(attached).toHaveAttribute("height", "960");
  await expect.poll(() => attached.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await attached.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThan(1920);

  // The lightbox shows the original.
  await card.getByRole("button", { name: `Open image: Image attached to "${title}"` }).click();
  const lightbox = page.getByRole("dialog", { name: `Image attached to "${title}"` });
  await expect(lightbox).toBeVisible();
  const original = lightbox.getByRole("img");
  await expect(original).toHaveAttribute("src", /^\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
  await expect.poll(() => original.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1920);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();

  // An image that cannot be loaded leaves a clear placeholder in the card.
  await page.route("**/_next/image?**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.reload();
  const reloaded = page.getByRole("region", { name: "Latest threads" }).getByRole("article", { name: title });
  await expect(reloaded.getByText("Failed to load media")).toBeVisible();
  await page.unroute("**/_next/image?**");

  // The chosen image went with the post: a new one starts empty.
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByRole("button", { name: /Choose an image/ })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toHaveCount(0);
});

test("a too-small image is refused by the picker and never uploaded", async ({ page }) => {
  const title = uniqueTitle("Tiny picture");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/upload") uploads.push(request.url());
  });
  const dialog = await openComposer(page);
  await writePost(dialog, title);
  await attach(page, dialog, { name: "dot.png", mimeType: "image/png", buffer: await image("png", 10, 10) });

  await expect(dialog.getByRole("alert", { name: "Image errors" })).toHaveText("Image dimensions (10×10) are below minimum required size of 50×50");
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your post has been created.");
  const card = page.getByRole("region", { name: "Latest threads" }).getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img")).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test("an upload the server refuses shows its message in the form and the post can still be sent", async ({ page }) => {
  const dialog = await openComposer(page);
  await writePost(dialog, uniqueTitle("Refused upload"));
  await attach(page, dialog, { name: "card.png", mimeType: "image/png", buffer: await image("png", 200, 100) });
  const refusal = { error: "FILE_TOO_LARGE", code: "FILE_TOO_LARGE", message: "File size (30 MB) exceeds maximum allowed size of 25 MB" };
  await page.route("**/api/upload", (route) => route.fulfill({ status: 413, json: refusal }));

  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(refusal.message);
  await expect(dialog.getByRole("button", { name: "Create Post" })).toBeEnabled();
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toBeVisible();

  await page.unroute("**/api/upload");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your post has been created.");
});

test("closing the form during the upload cancels it and publishes nothing", async ({ page }) => {
  const title = uniqueTitle("Never mind");
  const dialog = await openComposer(page);
  await writePost(dialog, title);
  await attach(page, dialog, { name: "card.png", mimeType: "image/png", buffer: await image("png", 200, 100) });
  // The upload never gets an answer: only the member closing the form ends it.
  await page.route("**/api/upload", () => {});
  const cancelled = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/api/upload");

  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("button", { name: "Uploading Images..." })).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await dialog.getByRole("alertdialog", { name: /Discard this post\?/ }).getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await cancelled;

  await page.reload();
  await expect(page.getByRole("region", { name: "Latest threads" })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toHaveCount(0);
});

test("a member whose plan ended before the upload is offered the upgrade", async ({ page, request }) => {
  const username = `lapsed_${randomUUID().slice(0, 8)}`;
  await signInAs(page, username, "/forum/member_feedback");
  await setPlan(request, username, "BASIC");
  const dialog = await openComposer(page, username);
  await writePost(dialog, uniqueTitle("Lapsed"));
  await attach(page, dialog, { name: "card.png", mimeType: "image/png", buffer: await image("png", 200, 100) });

  await setPlan(request, username, "FREE");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(upgrade).toContainText("Creating new posts is only available for paid members. Upgrade your plan to start sharing content!");
  await expect(dialog).toBeHidden();
});

test("a free member never reaches the image picker", async ({ page }) => {
  await signInAs(page, "fan", "/forum/member_feedback");
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Choose an image/ })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});

test("an image pasted into the composer, or dropped on its text, is checked and attached like a chosen one", async ({ page }) => {
  const dialog = await openComposer(page);
  const content = dialog.getByLabel("Content");
  const png = (await image("png", 300, 200)).toString("base64");
  /** Sends a paste or drop event carrying one image file, as the clipboard or a file manager does. */
  const sendImage = (type: "paste" | "drop", name: string, mimeType: string, base64: string) =>
    content.evaluate(
      (target, { type, name, mimeType, base64 }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: mimeType }));
        const event =
          type === "paste"
            ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
            : new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true });
        target.dispatchEvent(event);
      },
      { type, name, mimeType, base64 },
    );

  await sendImage("paste", "pasted.png", "image/png", png);
  await expect(dialog.getByRole("img", { name: "Selected image preview" })).toBeVisible();
  await expect(dialog).toContainText("pasted.png");

  await dialog.getByRole("button", { name: "Remove image" }).click();
  const tiny = (await image("png", 20, 20)).toString("base64");
  await sendImage("drop", "tiny.png", "image/png", tiny);
  await expect(dialog.getByRole("alert", { name: "Image errors" })).toContainText("below minimum required size of 50×50");
  await sendImage("drop", "dropped.png", "image/png", png);
  await expect(dialog).toContainText("dropped.png");

  // A paste of plain text is left to the browser: the composer does not take it over.
  const textPasteTakenOver = await content.evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", "Just words");
    const event = new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(textPasteTakenOver).toBe(false);
  await expect(dialog).toContainText("dropped.png");
});
