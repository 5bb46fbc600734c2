import { randomUUID } from "node:crypto";
import { callAs, expect, setPlan, signInAs, test } from "./fixtures";

/**
 * Staff tools on the thread page: slow mode (issue 20), which a member's composer counts down after
 * a reply, and moving a thread to another category.
 */

test("a moderator sets slow mode and a member's composer counts down after replying, on a phone", async ({ page, request }) => {
  const title = `Live thread ${randomUUID().slice(0, 8)}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Round by round.", categoryId: "member_feedback" });

  await signInAs(page, "mod", `/thread/${thread.id}`);
  await page.getByLabel("Slow mode").selectOption("30");
  await expect(page.getByText("Slow mode on")).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "insider", `/thread/${thread.id}`);
  await expect(page.getByText("Slow mode: one reply every 30 s")).toBeVisible();
  await page.getByLabel("Your reply").fill("Jab is working early.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByRole("article", { name: "Reply by insider" })).toContainText("Jab is working early.");
  await expect(page.getByRole("button", { name: /^Wait \d+ s$/ })).toBeDisabled();
  await expect(page.getByText(/^Slow mode: you can reply again in \d+ s$/)).toBeVisible();

  // A new page load knows nothing of the last reply: the server's refusal starts the countdown.
  await page.reload();
  await page.getByLabel("Your reply").fill("Second round starts.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText(/^Slow mode is on in this thread: you can reply again in \d+ seconds\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Wait \d+ s$/ })).toBeDisabled();
});

test("a moderator moves a thread to its right category from the thread page, and its author is told, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const author = `mover_${randomUUID().slice(0, 8)}`;
  const title = `Bug report ${randomUUID().slice(0, 8)}`;
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title, content: "The bell does not ring.", categoryId: "general" });

  await signInAs(page, "mod", `/thread/${thread.id}`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toContainText("General MMA Discussion");
  await page.getByLabel("Category").selectOption({ label: "Member Feedback" });
  await expect(page.getByText("The thread is now in Member Feedback.")).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Member Feedback" })).toHaveAttribute("href", "/forum/member_feedback");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Members are offered no move; the author hears of it, and the notice opens the thread.
  await signInAs(page, author, `/thread/${thread.id}`);
  await expect(breadcrumb).toContainText("Member Feedback");
  await expect(page.getByRole("region", { name: "Moderation" })).toHaveCount(0);
  await page.goto("/forum");
  await page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click();
  await page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: /^The moderators moved your thread to Member Feedback\./ }).click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}$`));
  await expect(breadcrumb).toContainText("Member Feedback");
});

test("a thread's open page shows the category staff move it to, without a reload", async ({ page, request }) => {
  const author = `moved_${randomUUID().slice(0, 8)}`;
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Wrong room ${randomUUID().slice(0, 8)}`, content: "Where does this go?", categoryId: "general" });

  await signInAs(page, "member", `/thread/${thread.id}`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "General MMA Discussion" })).toBeVisible();
  await callAs(request, "mod", `/api/threads/${thread.id}/category`, { categoryId: "member_feedback" }, "PUT");
  await expect(breadcrumb.getByRole("link", { name: "Member Feedback" })).toHaveAttribute("href", "/forum/member_feedback");
});
