import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/**
 * Mute and block (issue 19): a member mutes another from their profile, finds that member's threads
 * and replies collapsed behind "Show anyway", and lifts the mute on /account; staff have no Block.
 */

const unique = () => randomUUID().slice(0, 8);

test("a member mutes another on a phone, reads their posts only when asked, and unmutes on the account page", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const reader = `muter_${unique()}`;
  const mutedTitle = `Muted take ${unique()}`;
  const openTitle = `Open thread ${unique()}`;
  await callAs(request, "insider", "/api/threads", { title: mutedTitle, content: "Collapsed for the reader.", categoryId: "member_feedback" });
  const open = await callAs(request, "member", "/api/threads", { title: openTitle, content: "Everyone reads this.", categoryId: "member_feedback" });
  await callAs(request, "insider", `/api/threads/${open.id}/replies`, { content: "A reply worth hiding." });

  await signInAs(page, reader, "/user/insider");
  await page.getByRole("button", { name: "Mute", exact: true }).click();
  await expect(page.getByText("Muted @insider")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unmute", exact: true })).toBeVisible();

  await page.goto("/forum/member_feedback");
  await expect(page.getByRole("article", { name: openTitle })).toBeVisible();
  await expect(page.getByRole("article", { name: mutedTitle })).toHaveCount(0);
  const collapsed = page.getByText("A thread by @insider, whom you muted or blocked");
  await expect(collapsed.first()).toBeVisible();
  // Other suites post as insider too: open collapsed threads until this one shows.
  while ((await page.getByRole("article", { name: mutedTitle }).count()) === 0) {
    await page.getByRole("button", { name: "Show anyway" }).first().click();
  }
  await expect(page.getByRole("article", { name: mutedTitle })).toContainText("Collapsed for the reader.");

  await page.getByRole("article", { name: openTitle }).getByRole("link", { name: openTitle }).click();
  await expect(page.getByRole("heading", { name: openTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: "Reply by insider" })).toHaveCount(0);
  await page.getByRole("button", { name: "Show anyway" }).click();
  await expect(page.getByRole("article", { name: "Reply by insider" })).toContainText("A reply worth hiding.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Muted and blocked members" });
  await expect(section.getByRole("link", { name: "@insider" })).toBeVisible();
  await section.getByRole("button", { name: "Unmute @insider" }).click();
  await expect(section.getByText("You have not muted or blocked anyone.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/thread/${open.id}`);
  await expect(page.getByRole("article", { name: "Reply by insider" })).toBeVisible();
});

test("a member blocks another from their profile and sees them on the account page; staff offer no Block", async ({ page }) => {
  const reader = `blocker_${unique()}`;
  await signInAs(page, reader, "/user/admin");
  await expect(page.getByRole("button", { name: "Mute", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Block", exact: true })).toHaveCount(0);

  await page.goto("/user/member");
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("Blocked @member")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Muted and blocked members" });
  await expect(section.getByText("Blocked", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Unblock @member" }).click();
  await expect(section.getByText("You have not muted or blocked anyone.")).toBeVisible();

  // Nobody sees a Mute or Block button on their own profile.
  await page.goto(`/user/${reader}`);
  await expect(page.getByRole("heading", { name: reader, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mute", exact: true })).toHaveCount(0);
});
