import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/** Following a thread (issue 19): follow on the thread page, hear of a new reply in the bell, unfollow from the notice. */

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a member follows a thread, is told of a reply, and unfollows from the notification", async ({ page, request }) => {
    const reader = `watcher_${randomUUID().slice(0, 8)}`;
    const title = `Worth watching ${randomUUID().slice(0, 8)}`;
    const thread = await callAs(request, "member", "/api/threads", { title, content: "Keep an eye on this.", categoryId: "member_feedback" });

    await signInAs(page, reader, `/thread/${thread.id}`);
    await page.getByRole("button", { name: "Follow thread" }).click();
    await expect(page.getByRole("button", { name: "Unfollow thread" })).toHaveAttribute("aria-pressed", "true");
    // The button turns at once; the server follows once it says so, before the reply it is to hear of.
    await expect(page.getByText("Following this thread")).toBeVisible();

    await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Here is the news." });
    // Followers are told once the reply has been answered, and the bell says so live.
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await bell.click();
    const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: title });
    await expect(notice).toContainText(`insider replied in "${title}", a thread you follow`);
    await notice.getByRole("button", { name: "Unfollow this thread" }).click();
    await expect(page.getByText("Thread unfollowed")).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("button", { name: "Follow thread" })).toHaveAttribute("aria-pressed", "false");
  });

  test("a member follows a category on its page and is told of a thread started in it", async ({ page, request }) => {
    const reader = `catwatcher_${randomUUID().slice(0, 8)}`;
    await signInAs(page, reader, "/forum/mma_takes_podcast_companion");
    const follow = page.getByRole("button", { name: "Follow category" });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await follow.click();
    await expect(page.getByText("Following MMA Takes Podcast Companion")).toBeVisible();
    const following = page.getByRole("button", { name: "Following category" });
    await expect(following).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const title = `New episode ${randomUUID().slice(0, 8)}`;
    const thread = await callAs(request, "insider", "/api/threads", { title, content: "Thoughts on this week's show?", categoryId: "mma_takes_podcast_companion" });
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await bell.click();
    const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: title });
    await expect(notice).toContainText(`insider started a thread in MMA Takes Podcast Companion: "${title}"`);
    await expect(notice.getByRole("link")).toHaveAttribute("href", `/thread/${thread.id}`);
    // The notice unfollows the category, as the page says once read again.
    await notice.getByRole("button", { name: "Unfollow MMA Takes Podcast Companion" }).click();
    await expect(page.getByText("Unfollowed MMA Takes Podcast Companion")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Follow category" })).toHaveAttribute("aria-pressed", "false");

    // /account lists the categories with the same buttons: followed and unfollowed there, the category's page says so.
    await page.goto("/account");
    const categories = page.getByRole("region", { name: "Categories you follow" });
    const podcast = categories.getByRole("listitem").filter({ hasText: "MMA Takes Podcast Companion" });
    await expect(podcast.getByRole("button", { name: "Follow category" })).toHaveAttribute("aria-pressed", "false");
    await expect(categories.getByRole("listitem").filter({ hasText: "Member Feedback" }).getByRole("button")).toHaveAttribute("aria-pressed", "false");
    await podcast.getByRole("button", { name: "Follow category" }).click();
    await expect(page.getByText("Following MMA Takes Podcast Companion")).toBeVisible();
    await expect(podcast.getByRole("button", { name: "Following category" })).toHaveAttribute("aria-pressed", "true");
    await podcast.getByRole("button", { name: "Following category" }).click();
    await expect(page.getByText("Unfollowed MMA Takes Podcast Companion")).toBeVisible();
    await page.goto("/forum/mma_takes_podcast_companion");
    await expect(page.getByRole("button", { name: "Follow category" })).toHaveAttribute("aria-pressed", "false");
  });
});
