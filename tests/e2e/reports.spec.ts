import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/**
 * Reports to the moderators, on a phone: a member reports a reply (its note required for "Something
 * else") and a thread; a moderator finds both under Reports, dismisses one and deletes the other.
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
  const queue = page.getByRole("list", { name: "Reported posts" }).locator(":scope > li");
  const reportedThread = queue.filter({ has: page.getByRole("article", { name: `Thread: ${title}` }) });
  const reportedReply = queue.filter({ hasText: replyText });
  await expect(reportedThread).toContainText("Reported once");
  await expect(reportedThread).toContainText("Spam or advertising");
  await expect(reportedReply.getByRole("list", { name: "Notes from the members who reported it" })).toContainText(`@${reporter} (Something else): Insults the other fans`);

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
