import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/** Slow mode (issue 20): a moderator turns it on from the thread page; a member's composer counts down after a reply. */

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
