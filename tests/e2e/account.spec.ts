import type { Page } from "@playwright/test";
import sharp from "sharp";
import { callAs, expect, signInAs, test } from "./fixtures";

/** /account on a phone and on a desktop: reached from the avatar menu, each section saved for real. */

const freshMember = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const solid = (format: "png" | "gif", size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer();

async function openAccountFromMenu(page: Page, username: string) {
  await signInAs(page, username, "/forum");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Manage Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a phone, a member saves their names and social links, with the server's rules shown beside the field", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const username = freshMember("acct");
  await openAccountFromMenu(page, username);
  expect(await overflow(page)).toBe(0);

  const profile = page.getByRole("region", { name: "Profile", exact: true });
  const save = profile.getByRole("button", { name: "Save profile" });
  await expect(save).toBeDisabled();
  await profile.getByLabel("First name").fill("Jon");
  await profile.getByLabel("Instagram").fill("vimeo.com/jon");
  await save.click();
  await expect(profile.getByText("Instagram link must be a instagram.com address or a handle like @name")).toBeVisible();
  await expect(profile.getByLabel("Instagram")).toHaveAttribute("aria-invalid", "true");

  await profile.getByLabel("Instagram").fill("");
  await profile.getByLabel("Twitter").fill("@jonnybones");
  await save.click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  // The server's answer replaces what was typed: the handle became the profile's address.
  await expect(profile.getByLabel("Twitter")).toHaveValue("https://x.com/jonnybones");
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(profile.getByLabel("First name")).toHaveValue("Jon");
  await page.goto(`/user/${username}`);
  await page.getByRole("tab", { name: "About" }).click();
  await expect(page.getByRole("main").getByRole("link", { name: /Twitter/ })).toHaveAttribute("href", "https://x.com/jonnybones");

  // No bio yet: the About tab says where to add one.
  const bio = page.getByRole("region", { name: "Bio" });
  await expect(bio).toContainText("You have no bio yet.");
  await bio.getByRole("link", { name: "Add one on your account page" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await profile.getByLabel("Bio").fill("Southpaw from Dublin.\nI back the underdog.");
  await expect(profile.getByText("42/300")).toBeVisible();
  await save.click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await page.goto(`/user/${username}?tab=about`);
  await expect(bio.getByText(/^Southpaw from Dublin\.\s+I back the underdog\.$/)).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test("a notification switch saves at once and the server stops recording that type", async ({ page }) => {
  const username = freshMember("quiet");
  await signInAs(page, username, "/account");
  const likes = page.getByRole("switch", { name: "Likes on my threads and replies" });
  await expect(likes).toHaveAttribute("aria-checked", "true");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/users/me") && response.request().method() === "PATCH");
  await likes.click();
  await expect(likes).toHaveAttribute("aria-checked", "false");
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole("switch", { name: "Likes on my threads and replies" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Replies to my threads and replies" })).toHaveAttribute("aria-checked", "true");
  const account = await (await page.request.get("/api/users/me")).json();
  expect(account.notificationPreferences).toMatchObject({ LIKE: false, REPLY: true });
});

test("on a phone, a member goes from /events to a fight night calendar address, copies it, resets it and turns it off", async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, freshMember("calendar"), "/events");
  await page.getByRole("link", { name: "Every fight night in your calendar" }).click();
  await expect(page).toHaveURL(/\/account#account-fight-night-calendar$/);
  const calendar = page.getByRole("region", { name: "Fight night calendar" });
  await calendar.getByRole("button", { name: "Get calendar address" }).click();
  await expect(page.getByText("Calendar address ready")).toBeVisible();
  const address = calendar.getByLabel("Your calendar address");
  const first = await address.inputValue();
  expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(calendar.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute("href", first.replace(/^https?:/, "webcal:"));
  expect(await overflow(page)).toBe(0);
  const feed = await page.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("X-WR-CALNAME:Fight Forum fight nights");

  await calendar.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Calendar address copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // Resetting asks first; Cancel keeps the address.
  await calendar.getByRole("button", { name: "Reset address" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your calendar address?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(address).toHaveValue(first);
  await calendar.getByRole("button", { name: "Reset address" }).click();
  await dialog.getByRole("button", { name: "Reset address" }).click();
  await expect(page.getByText("Calendar address reset")).toBeVisible();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);

  await page.reload();
  const second = await address.inputValue();
  expect(second).not.toBe(first);
  await calendar.getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("dialog", { name: "Turn off your calendar?" }).getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Calendar turned off")).toBeVisible();
  await expect(calendar.getByRole("button", { name: "Get calendar address" })).toBeVisible();
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(404);
});

test("a member changes their picture: a GIF is refused in the browser, a PNG uploads and shows in the header", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, freshMember("pic"), "/account");
  const section = page.getByRole("region", { name: "Profile picture" });

  const gifChooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: /Choose an image/ }).click();
  await (await gifChooser).setFiles({ name: "me.gif", mimeType: "image/gif", buffer: await solid("gif", 150) });
  await expect(section.getByRole("alert", { name: "Image errors" })).toContainText('File format "image/gif" is not allowed');
  await expect(section.getByRole("button", { name: "Save picture" })).toHaveCount(0);

  const pngChooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: /Choose an image/ }).click();
  await (await pngChooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: await solid("png", 150) });
  await section.getByRole("button", { name: "Save picture" }).click();
  await expect(page.getByText("Profile picture updated")).toBeVisible();
  // Uploaded pictures go through the image optimizer: /_next/image?url=%2Fmedia%2F...
  await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveAttribute("src", /media/);
  await expect(section.locator("img")).toHaveAttribute("src", /media/);
  expect(await overflow(page)).toBe(0);
});

test("on a phone, a verified fighter's badge sits on their picture, not at the far side of the section", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, "fighter", "/account");
  const section = page.getByRole("region", { name: "Profile picture" });
  const badge = await section.getByTitle("Verified").boundingBox();
  const picture = await section.locator(".avatar").boundingBox();
  expect(badge && picture).toBeTruthy();
  // The badge overlaps the picture's bottom-right corner (in the phone's column it stood at the section's far side).
  expect(badge!.x).toBeLessThan(picture!.x + picture!.width);
  expect(badge!.x + badge!.width).toBeGreaterThan(picture!.x + picture!.width);
  expect(badge!.y).toBeLessThan(picture!.y + picture!.height);
});

test("plan and deletion: a free member is offered the upgrade and the deletion dialog opens from the page", async ({ page }) => {
  await signInAs(page, freshMember("plan"), "/account");
  const plan = page.getByRole("region", { name: "Plan and billing" });
  await expect(plan).toContainText("Free plan");
  await expect(plan.getByRole("link", { name: "Upgrade to Basic" })).toHaveAttribute("href", "/checkout");
  await page.getByRole("region", { name: "Delete account" }).getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a new member is welcomed on the forum until they dismiss it; a member who has posted is not", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, freshMember("hello"), "/forum");
  const welcome = page.getByRole("region", { name: /Welcome to Fight Forum/ });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("FIGHTYEAR");
  expect(await overflow(page)).toBe(0);
  await welcome.getByRole("button", { name: "See what Basic unlocks" }).click();
  await expect(page.getByRole("dialog", { name: "Your Subscription" })).toBeVisible();
  await page.keyboard.press("Escape");
  await welcome.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  await page.goto("/forum");
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // Without the dismissal cookie: a member who has posted is not new.
  await page.context().clearCookies();
  await signInAs(page, "member", "/forum");
  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Welcome to Fight Forum/ })).toHaveCount(0);
});

test("on a phone, a verified pro fighter sets their weight class and record, which their profile shows", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const fighter = freshMember("recordfighter");
  const asked = (await callAs(request, fighter, "/api/users/me/verification", { role: "FIGHTER", fullName: "Record Holder", links: ["https://example.com/record"] })) as { id: string };
  await callAs(request, "admin", `/api/admin/verification/${asked.id}`, { decision: "approve" });

  await signInAs(page, fighter, "/account");
  const section = page.getByRole("region", { name: "Fighter details" });
  const save = section.getByRole("button", { name: "Save fighter details" });
  await expect(save).toBeDisabled();
  await section.getByLabel("Weight class").selectOption({ label: "Featherweight" });
  await section.getByLabel("Wins").fill("12");
  await save.click();
  await expect(section.getByRole("alert")).toHaveText("Fill in wins, losses and draws, or leave all three empty");
  await section.getByLabel("Losses").fill("2");
  await section.getByLabel("Draws").fill("1.5");
  await save.click();
  await expect(section.getByRole("alert")).toHaveText("Draws must be a whole number");
  await expect(section.getByLabel("Draws")).toHaveAttribute("aria-invalid", "true");
  await section.getByLabel("Draws").fill("0");
  await save.click();
  await expect(page.getByText("Fighter details saved")).toBeVisible();
  await expect(save).toBeDisabled();
  expect(await overflow(page)).toBe(0);

  await page.goto(`/user/${fighter}`);
  await expect(page.getByRole("region", { name: fighter })).toContainText("Featherweight · 12-2-0 pro");
});

test("a member who is not a verified pro fighter is offered no fighter details", async ({ page }) => {
  await signInAs(page, freshMember("nodetails"), "/account");
  await expect(page.getByRole("region", { name: "Profile", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Fighter details" })).toHaveCount(0);
});
