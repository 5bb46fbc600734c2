import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/**
 * Reports to the moderators, on a phone: a member reports a reply (its note required for "Something
 * else") and a thread; a moderator finds both under Reports, dismisses one and deletes the other.
 * A member reports another from their profile, and a moderator bans them from the queue or from
 * their profile.
 */

const unique = () => randomUUID().slice(0, 8);

test("a member reports a reply and a thread, and a moderator dismisses one and deletes the other, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const reporter = `reporter_${unique()}`;
  const title = `Reported ${unique()}`;
  const replyText = `Rude words ${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Who wins on Saturday?", categoryId: "member_feedback" });
  const reply = await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: replyText });

  await signInAs(page, reporter, `/thread/${thread.id}`);
  const replyCard = page.getByRole("article", { name: "Reply by insider" });
  await replyCard.getByRole("button", { name: "Report reply" }).click();
  const replyDialog = page.getByRole("dialog", { name: "Report this reply" });
  await replyDialog.getByRole("button", { name: "Send report" }).click();
  await expect(replyDialog.getByRole("alert")).toHaveText("Choose why you are reporting this post");
  await replyDialog.getByRole("radio", { name: "Something else" }).check();
  await replyDialog.getByRole("button", { name: "Send report" }).click();
  await expect(replyDialog.getByRole("alert")).toHaveText("Tell the moderators what is wrong with this post");
  await replyDialog.getByLabel("What is wrong with it?").fill("Insults the other fans");
  await replyDialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. The moderators will take a look.")).toBeVisible();
  await expect(replyDialog).toBeHidden();

  await page.getByRole("button", { name: "Report thread" }).first().click();
  const threadDialog = page.getByRole("dialog", { name: "Report this thread" });
  await threadDialog.getByRole("radio", { name: "Spam or advertising" }).check();
  await threadDialog.getByRole("button", { name: "Send report" }).click();
  await expect(threadDialog).toBeHidden();
  // A second report of the same post is refused, and the dialog says so and closes.
  await page.getByRole("button", { name: "Report thread" }).first().click();
  await threadDialog.getByRole("radio", { name: "Harassment, hate or threats" }).check();
  await threadDialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("You have already reported this post")).toBeVisible();
  await expect(threadDialog).toBeHidden();

  await signInAs(page, "mod", "/forum");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const queue = page.getByRole("list", { name: "Reports" }).locator(":scope > li");
  const reportedThread = queue.filter({ has: page.getByRole("article", { name: `Thread: ${title}` }) });
  const reportedReply = queue.filter({ hasText: replyText });
  await expect(reportedThread).toContainText("Reported once");
  await expect(reportedThread).toContainText("Spam or advertising");
  await expect(reportedReply.getByRole("list", { name: "Notes and messages from the members who reported it" })).toContainText(`@${reporter} (Something else): Insults the other fans`);

  await reportedThread.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(page.getByText("The post stays as it is.")).toBeVisible();
  await expect(reportedThread).toHaveCount(0);

  await reportedReply.getByRole("button", { name: "Delete reply" }).click();
  await page.getByRole("dialog", { name: "Delete reply" }).getByRole("button", { name: "Delete" }).click();
  await expect(reportedReply).toHaveCount(0);
  const replies = (await callAs(request, "mod", `/api/threads/${thread.id}/replies`)) as { id: string }[];
  expect(replies.map((item) => item.id)).not.toContain(reply.id);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(reportedThread).toHaveCount(0);
  await expect(reportedReply).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a member reports a pretender from their profile, and a moderator bans them from the queue, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pretender = `fake_jones_${unique()}`;
  const reporter = `reporter_${unique()}`;
  // Both members are created by their first call.
  expect(await callAs(request, pretender, "/api/users/me")).toMatchObject({ username: pretender });
  expect(await callAs(request, reporter, "/api/users/me")).toMatchObject({ username: reporter });

  await signInAs(page, reporter, `/user/${pretender}`);
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this member" });
  await expect(dialog).toContainText("They are not told who reported them.");
  await dialog.getByRole("radio", { name: "Pretending to be someone else" }).check();
  await dialog.getByLabel("Details (optional)").fill("Claims to be Jon Jones");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. The moderators will take a look.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Staff are not offered a report, and no one is offered one on their own profile.
  await signInAs(page, "mod", `/user/${pretender}`);
  await expect(page.getByRole("heading", { name: pretender, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report", exact: true })).toHaveCount(0);

  // Staff hear of it in the bell, and the notice opens the queue.
  await page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click();
  const notices = page.getByRole("dialog", { name: "Notifications" });
  await notices.getByRole("link", { name: /^A member was reported to the moderators \(Pretending to be someone else\)\./ }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/moderation$/);
  // The account menu counts what waits in the queue.
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: /^Reports \d+ waiting$/ })).toBeVisible();
  await page.keyboard.press("Escape");
  const entry = page.getByRole("list", { name: "Reports" }).locator(":scope > li").filter({ has: page.getByRole("article", { name: `Member: @${pretender}` }) });
  await expect(entry).toContainText("Reported once");
  await expect(entry).toContainText("Pretending to be someone else");
  await expect(entry.getByRole("list", { name: "Notes and messages from the members who reported it" })).toContainText(`@${reporter} (Pretending to be someone else): Claims to be Jon Jones`);
  await expect(entry.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  await entry.getByRole("button", { name: `Ban @${pretender}` }).click();
  await page.getByRole("dialog", { name: `Ban @${pretender}` }).getByRole("button", { name: "Ban member" }).click();
  await expect(page.getByText(`@${pretender} can no longer post or reply.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a moderator bans a member from their profile and lifts the ban, on a phone; members are offered no Ban", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const troll = `troll_${unique()}`;
  expect(await callAs(request, troll, "/api/users/me")).toMatchObject({ username: troll });

  await signInAs(page, "member", `/user/${troll}`);
  await expect(page.getByRole("button", { name: "Report", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Ban", exact: true })).toHaveCount(0);

  await signInAs(page, "mod", `/user/${troll}`);
  await page.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Ban @${troll}` });
  await expect(dialog).toContainText("Their posts stay until you delete them.");
  await dialog.getByRole("button", { name: "Ban member" }).click();
  await expect(page.getByText(`@${troll} can no longer post or reply.`)).toBeVisible();
  await expect(page.getByText("Banned", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Banned", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban", exact: true })).toHaveCount(0);

  // A ban made in error is lifted in one press.
  await page.getByRole("button", { name: "Lift ban" }).click();
  await expect(page.getByText(`@${troll} can post and reply again once subscribed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban", exact: true })).toBeEnabled();
  await expect(page.getByText("Banned", { exact: true })).toHaveCount(0);
});

test("a moderator resets a reported member's profile from the queue, and another's from their profile, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pretender = `fake_khabib_${unique()}`;
  const spammer = `link_spammer_${unique()}`;
  const { id: pretenderId } = await callAs(request, pretender, "/api/users/me", { socialLinks: { twitter: "@khabib_real_official" } }, "PATCH");
  await callAs(request, spammer, "/api/users/me", { bio: "Cheap fight tickets, link below", socialLinks: { youtube: "https://youtube.com/@cheap-tickets" } }, "PATCH");
  await callAs(request, `reporter_${unique()}`, `/api/users/${pretenderId}/report`, { reason: "IMPERSONATION", details: "Not Khabib" });

  await signInAs(page, "mod", "/moderation");
  const entry = page.getByRole("list", { name: "Reports" }).locator(":scope > li").filter({ has: page.getByRole("article", { name: `Member: @${pretender}` }) });
  await expect(entry).toContainText("https://x.com/khabib_real_official");
  await entry.getByRole("button", { name: "Reset profile" }).click();
  const dialog = page.getByRole("dialog", { name: `Reset @${pretender}'s profile` });
  await expect(dialog).toContainText("Their username, posts and plan stay.");
  await dialog.getByRole("button", { name: "Reset profile" }).click();
  await expect(page.getByText(`@${pretender}'s picture, name, bio and links were removed.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await page.goto(`/user/${pretender}?tab=about`);
  await expect(page.getByRole("heading", { name: pretender, level: 1 })).toBeVisible();
  await expect(page.getByText("No social links added yet.")).toBeVisible();

  // Members are offered no reset; staff reset from the profile too, and the button goes with what it removes.
  await signInAs(page, "member", `/user/${spammer}`);
  await expect(page.getByRole("button", { name: "Report", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Reset profile" })).toHaveCount(0);
  await signInAs(page, "mod", `/user/${spammer}?tab=about`);
  await expect(page.getByRole("main").getByRole("link", { name: "YouTube" })).toHaveAttribute("href", "https://youtube.com/@cheap-tickets");
  await expect(page.getByRole("region", { name: "Bio" })).toContainText("Cheap fight tickets, link below");
  await page.getByRole("button", { name: "Reset profile" }).click();
  await page.getByRole("dialog", { name: `Reset @${spammer}'s profile` }).getByRole("button", { name: "Reset profile" }).click();
  await expect(page.getByText(`@${spammer}'s picture, name, bio and links were removed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset profile" })).toHaveCount(0);
  await expect(page.getByText("No social links added yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Bio" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
