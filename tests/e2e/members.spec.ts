import { randomUUID } from "node:crypto";
import type { Route } from "@playwright/test";
import { callAs, expect, refusedStream, setPlan, signInAs, test, withClockSteps } from "./fixtures";

const fresh = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

test("a reply rings the author's bell; the panel leads to it and clears", async ({ page, request }) => {
  const author = fresh("author");
  const title = `Bell test ${randomUUID().slice(0, 8)}`;
  // Staff put the new author on the paid plan (which tells them so), then they post and a member replies.
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title, content: "Ring the bell.", categoryId: "member_feedback" });

  await signInAs(page, author, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  const reply = await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "Loud and clear." });
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: /member replied to your thread/ });
  await expect(item).toContainText(title);
  await expect(item).toContainText("Loud and clear.");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  // Opening it marks it read on the server; the next page load reads the count from there.
  const markedRead = page.waitForResponse((answer) => answer.url().includes("/api/notifications/read/") && answer.ok());
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}\\?replyId=${reply.id}$`));
  await markedRead;

  await page.goto("/forum");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await panel.getByRole("button", { name: "Clear all notifications" }).click();
  await expect(page.getByTestId("toast")).toContainText("All notifications have been marked as read and cleared.");
  await expect(panel).toContainText("No new notifications");
  // The emptied panel closes by itself and hands focus back to the bell.
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bell).toBeFocused();
});

test("all notifications, read ones too, are a page of their own that marks them read, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const author = fresh("historian");
  const title = `History test ${randomUUID().slice(0, 8)}`;
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title, content: "Tell me later.", categoryId: "member_feedback" });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "First word." });
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Second word." });

  // Dismissed from the bell, a notice leaves its list but not the history.
  await signInAs(page, author, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  // The bell counts it read at once; the history is the server's, so it waits for the server's answer.
  const marked = page.waitForResponse((answer) => answer.url().includes("/api/notifications/read/") && answer.request().method() === "POST");
  await panel.getByRole("listitem").filter({ hasText: "First word." }).getByRole("button", { name: "Dismiss" }).click();
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  expect((await marked).ok()).toBe(true);
  await panel.getByRole("link", { name: "See all notifications" }).click();

  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const history = page.getByRole("main").getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.filter({ hasText: "First word." })).not.toContainText("Unread:");
  await expect(history.filter({ hasText: "Second word." })).toContainText("Unread:");
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(2);
  // The plan's notice leads nowhere: its mark marks it read.
  await history.filter({ hasText: "Unread:" }).filter({ hasNotText: "Second word." }).getByRole("button", { name: "Mark as read" }).click();
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(1);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("toast")).toContainText("All notifications have been marked as read.");
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  // The bell follows live.
  await expect(bell).toHaveAccessibleName("Notifications");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A read notice's empty mark marks it unread again, to come back to; the bell and the Unread filter count it.
  const second = history.filter({ hasText: "Second word." });
  await second.getByRole("button", { name: "Mark as unread" }).click();
  await expect(second).toContainText("Unread:");
  await expect(second.getByRole("button", { name: "Mark as read" })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByRole("navigation", { name: "Filter notifications" }).getByRole("link", { name: /^Unread/ })).toHaveAccessibleName("Unread, 1 unread");
  await bell.click();
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toContainText("Second word.");
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(history).toHaveCount(3);
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(1);
  await history.filter({ hasText: "Second word." }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}\\?replyId=`));
});

test("the notifications page keeps one kind or the unread ones, by filters a phone scrolls", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const author = fresh("sorter");
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Filter test ${randomUUID().slice(0, 8)}`, content: "Sort me.", categoryId: "member_feedback" });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "A reply to keep." });
  await callAs(request, "insider", `/api/threads/${thread.id}/like`, {});

  await signInAs(page, author, "/notifications");
  const filters = page.getByRole("navigation", { name: "Filter notifications" });
  const history = page.getByRole("main").getByRole("list", { name: "Notifications" }).getByRole("listitem");
  // A filter's name is its label, then its unread count when it has any.
  const filter = (name: string) => filters.getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(filter("All")).toHaveAttribute("aria-current", "true");
  await expect(history).toHaveCount(3);
  await expect(filter("Unread")).toHaveAccessibleName("Unread, 3 unread");
  await expect(filter("Replies")).toHaveAccessibleName("Replies, 1 unread");
  await expect(filter("Likes")).toHaveAccessibleName("Likes, 1 unread");
  await expect(filter("From Fight Forum")).toHaveAccessibleName("From Fight Forum, 1 unread");
  await expect(filter("Mentions")).toHaveAccessibleName("Mentions");

  await filter("Replies").click();
  await expect(page).toHaveURL(/\/notifications\?show=replies$/);
  await expect(filter("Replies")).toHaveAttribute("aria-current", "true");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("A reply to keep.");
  // A kind's button marks only that kind read.
  await page.getByRole("button", { name: "Mark these as read" }).click();
  await expect(page.getByTestId("toast")).toContainText("These notifications have been marked as read.");
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(0);
  await expect(filter("Replies")).toHaveAccessibleName("Replies");
  await expect(filter("Unread")).toHaveAccessibleName("Unread, 2 unread");

  await filter("From Fight Forum").click();
  await expect(history).toHaveCount(1);
  // The row scrolls to the chosen filter at its far end.
  await expect(filter("From Fight Forum")).toHaveAttribute("aria-current", "true");
  await expect(filter("From Fight Forum")).toBeInViewport({ ratio: 0.9 });
  await expect(history).not.toContainText("A reply to keep.");

  await filter("Likes").click();
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("insider");
  await history.getByRole("button", { name: "Mark as read" }).click();
  await expect(history.filter({ hasText: "Unread:" })).toHaveCount(0);
  await expect(filter("Likes")).toHaveAccessibleName("Likes");
  await expect(filter("Unread")).toHaveAccessibleName("Unread, 1 unread");

  await filter("Unread").click();
  await expect(history).toHaveCount(1);
  await expect(history).not.toContainText("insider");
  await expect(history).not.toContainText("A reply to keep.");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications, 1 unread");

  await filter("Mentions").click();
  await expect(page.getByRole("main")).toContainText("Nobody mentioned you in the last 90 days.");
  await expect(history).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A notice that comes while the page is open counts in its filter at once, as in the bell.
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "One more while you look." });
  await expect(filter("Mentions")).toHaveAccessibleName("Mentions");
  await expect(filter("Replies")).toHaveAccessibleName("Replies, 1 unread");
  await expect(filter("Unread")).toHaveAccessibleName("Unread, 2 unread");

  // A filter typed wrong shows every notification.
  await page.goto("/notifications?show=everything");
  await expect(filter("All")).toHaveAttribute("aria-current", "true");
  await expect(history).toHaveCount(4);

  // The settings are a link away.
  await page.getByRole("link", { name: "Choose what you are told" }).click();
  await expect(page).toHaveURL(/\/account#account-notifications$/);
  await expect(page.getByRole("region", { name: "Notifications" })).toBeInViewport();
});

test("notices that come while the notifications page is open join the top of its list, and of their filter only", async ({ page, request }) => {
  const author = fresh("watcher");
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Live list ${randomUUID().slice(0, 8)}`, content: "Watch this.", categoryId: "member_feedback" });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "First one in." });

  await signInAs(page, author, "/notifications");
  const history = page.getByRole("main").getByRole("list", { name: "Notifications" }).getByRole("listitem");
  const arrivals = page.getByRole("main").getByRole("status").filter({ hasText: /since you opened this page/ });
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("member");

  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Second, live." });
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText("insider");
  await expect(arrivals).toHaveText("1 new notification since you opened this page");

  // In the Replies filter a like counts beside its own filter but does not join the list.
  await page.getByRole("navigation", { name: "Filter notifications" }).getByRole("link", { name: /^Replies/ }).click();
  await expect(history).toHaveCount(2);
  await callAs(request, "insider", `/api/threads/${thread.id}/like`, {});
  await expect(page.getByRole("navigation", { name: "Filter notifications" }).getByRole("link", { name: /^Likes/ })).toHaveAccessibleName("Likes, 1 unread");
  await callAs(request, "admin", `/api/threads/${thread.id}/replies`, { content: "Third, while filtered." });
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText("admin");
  await expect(history.filter({ hasText: "liked" })).toHaveCount(0);
});

test("a notice read, then marked unread, in another tab is shown so on an open notifications page", async ({ page, request }) => {
  const author = fresh("twotabs");
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Two tabs ${randomUUID().slice(0, 8)}`, content: "Open twice.", categoryId: "member_feedback" });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "Read me elsewhere." });
  const noticeIn = (tab: typeof page) => tab.getByRole("main").getByRole("list", { name: "Notifications" }).getByRole("listitem").filter({ hasText: "Read me elsewhere." });

  await signInAs(page, author, "/notifications");
  await expect(noticeIn(page)).toContainText("Unread:");
  const other = await page.context().newPage();
  await other.goto("/notifications");
  await noticeIn(other).getByRole("button", { name: "Mark as read" }).click();
  await expect(noticeIn(page)).not.toContainText("Unread:");
  await noticeIn(other).getByRole("button", { name: "Mark as unread" }).click();
  await expect(noticeIn(page)).toContainText("Unread:");
  await expect(noticeIn(page).getByRole("button", { name: "Mark as read" })).toBeVisible();
  await other.close();
});

test("notices that fill the one page of an ended list leave no Load more that finds nothing, and the rendered page is not read again", async ({ page, request }) => {
  const author = fresh("filled");
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Nearly full ${randomUUID().slice(0, 8)}`, content: "Count them.", categoryId: "member_feedback" });
  // With the paid plan's notice, 19: one short of a page.
  await Promise.all(Array.from({ length: 18 }, (_, i) => callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Reply ${i}` })));

  const firstPageReads: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).search === "?status=all&limit=20&cursor=") firstPageReads.push(sent.url());
  });
  await signInAs(page, author, "/notifications");
  const history = page.getByRole("main").getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(history).toHaveCount(19);
  const loadMore = page.getByRole("button", { name: "Load more" });
  await expect(loadMore).toHaveCount(0);

  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "The twentieth." });
  await expect(history).toHaveCount(20);
  await expect(history.first()).toContainText("insider");
  await expect(loadMore).toHaveCount(0);
  // The page's first render is the list's first page: only the arrival read it again.
  expect(firstPageReads).toHaveLength(1);
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "The twenty-first." });
  await expect(history).toHaveCount(21);
  await expect(history.first()).toContainText("The twenty-first.");
  await expect(loadMore).toHaveCount(0);
});

test("a notice that comes while the panel is open shows in it", async ({ page, request }) => {
  const author = fresh("listener");
  await setPlan(request, author, "BASIC");
  const title = `Open bell ${randomUUID().slice(0, 8)}`;
  const thread = await callAs(request, author, "/api/threads", { title, content: "Anyone?", categoryId: "member_feedback" });

  await signInAs(page, author, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  // The paid plan's notice is there.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("listitem")).toHaveCount(1);

  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: "Right here." });
  await expect(panel.getByRole("link", { name: /member replied to your thread/ })).toContainText(title);
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
});

test("a bell past 99 shows 99+, keeps it as one notice is read, and its open panel shows what comes", async ({ page, request }) => {
  const author = fresh("crowded");
  await setPlan(request, author, "BASIC");
  const thread = await callAs(request, author, "/api/threads", { title: `Crowded bell ${randomUUID().slice(0, 8)}`, content: "Talk to me.", categoryId: "member_feedback" });
  // With the paid plan's notice, 101 unread: the server counts them up to 100 only.
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Reply ${batch * 10 + i}` })));
  }

  await signInAs(page, author, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 99+ unread");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("listitem")).toHaveCount(20);
  const newest = panel.getByRole("listitem").first();
  const dismissed = (await newest.getByRole("link").textContent())!.match(/Reply \d+/)![0];
  await newest.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel.getByRole("link").filter({ hasText: new RegExp(`${dismissed}(?!\\d)`) })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications, 99+ unread");

  // The count stays at the cap, yet the new notice shows in the open panel.
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Late to the party." });
  await expect(panel.getByRole("link", { name: /insider replied to your thread/ })).toContainText("Late to the party.");
  await expect(bell).toHaveAccessibleName("Notifications, 99+ unread");
});

test("notification failures are reported in the panel and as toasts", async ({ page, request }) => {
  const mentioned = fresh("mentioned");
  await callAs(request, mentioned, `/api/users/username/${mentioned}`);
  const thread = await callAs(request, "member", "/api/threads", {
    title: `Mention test ${randomUUID().slice(0, 8)}`,
    content: "Who answers?",
    categoryId: "member_feedback",
  });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Over to you, @${mentioned}.` });

  await signInAs(page, mentioned, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const toast = page.getByTestId("toast");
  await page.route("**/api/notifications", (route: Route) => route.fulfill({ status: 500, json: {} }));
  await bell.click();
  await expect(panel.getByRole("alert")).toHaveText("Error loading notifications");
  await page.keyboard.press("Escape");
  await page.unroute("**/api/notifications");

  // The connection drops: the toasts fall back to their own texts.
  await page.route("**/api/notifications/read/*", (route: Route) => route.abort("failed"));
  await page.route("**/api/notifications/read-all", (route: Route) => route.abort("failed"));
  await bell.click();
  const item = panel.getByRole("listitem").filter({ hasText: `member mentioned you in "${thread.title}"` });
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toContainText("Failed to mark notification as read");
  await expect(item).toBeVisible();
  await panel.getByRole("button", { name: "Clear all notifications" }).click();
  await expect(toast).toContainText("Failed to mark notifications as read");
  await expect(toast).toContainText("Error");
  await expect(item).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
});

test("a bell whose stream the server refused refreshes every 30 seconds, and streams again once the server is back", async ({ page, request }) => {
  const mentioned = fresh("bell");
  await callAs(request, mentioned, `/api/users/username/${mentioned}`);
  const thread = await callAs(request, "member", "/api/threads", { title: `Bell outage ${randomUUID().slice(0, 8)}`, content: "Anyone?", categoryId: "member_feedback" });
  const mention = (text: string) => callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `${text} @${mentioned}` });
  // The server answers the stream with an error (a deploy, an outage) until `serve()`.
  const stream = await refusedStream(page, "**/api/notifications/events");
  // The page's timers are moved on instead of waited for.
  await page.clock.install();
  await signInAs(page, mentioned, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect.poll(() => stream.counts.refused).toBe(1);

  await mention("First call,");
  await withClockSteps(page, 5_000, () => page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }).count()).toBe(1);

  // A minute after the refusal a stream is tried again, and this time it opens: the count is live.
  stream.serve();
  await withClockSteps(page, 10_000, () => stream.counts.opened).toBe(1);
  await mention("Second call,");
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  expect(stream.counts.refused).toBe(1);
});

test("the rankings filter shows one status level at a time", async ({ page }) => {
  await signInAs(page, fresh("ranked"), "/rankings");
  await expect(page.getByRole("heading", { name: "Community Rankings" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filter by status" });
  await expect(filters.getByRole("link")).toHaveText([
    "All Ranks", "GOAT", "P4P", "HALL OF FAMER", "CHAMPION", "CONTENDER", "RANKED", "COMPETITOR", "REGIONAL", "AMATEUR",
  ]);
  await expect(filters.getByRole("link", { name: "All Ranks" })).toHaveAttribute("aria-current", "true");

  await filters.getByRole("link", { name: "AMATEUR" }).click();
  await expect(page).toHaveURL(/\/rankings\?status=AMATEUR$/);
  await expect(filters.getByRole("link", { name: "AMATEUR" })).toHaveAttribute("aria-current", "true");
  const statusCells = page.getByRole("table").locator("tbody tr td:nth-child(3)");
  await expect(statusCells.first()).toBeVisible();
  expect(new Set(await statusCells.allInnerTexts())).toEqual(new Set(["AMATEUR"]));

  await filters.getByRole("link", { name: "All Ranks" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(filters.getByRole("link", { name: "All Ranks" })).toHaveAttribute("aria-current", "true");
});

test("a profile's About tab shows the member's stats and can be linked to", async ({ page, request }) => {
  const profile = await callAs(request, "fan", "/api/users/username/fighter");
  await signInAs(page, "fan", "/user/fighter");
  await expect(page.getByRole("heading", { level: 1, name: "fighter" })).toBeVisible();
  await expect(page.getByText("PRO FIGHTER").first()).toBeVisible();

  const postsTab = page.getByRole("tab", { name: "Posts" });
  const aboutTab = page.getByRole("tab", { name: "About" });
  await expect(postsTab).toHaveAttribute("aria-selected", "true");
  await postsTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Replies" })).toBeFocused();
  await expect(page).toHaveURL(/\/user\/fighter\?tab=replies$/);
  await page.keyboard.press("End");
  await expect(aboutTab).toBeFocused();
  await expect(aboutTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/user\/fighter\?tab=about$/);

  const about = page.getByRole("tabpanel", { name: "About" });
  const stats = {
    Posts: profile.postsCount,
    "Likes Received": profile.likesCount,
    "POTD Count": profile.potdCount,
    "Post Pins": profile.pinnedByUserCount,
    "Replies Received": profile.repliesReceivedCount,
  };
  for (const [label, value] of Object.entries(stats)) {
    await expect(about.locator(`dt:text-is("${label}") + dd`)).toHaveText(String(value));
  }
  await expect(about.locator('dt:text-is("Community Rank") + dd')).toHaveText(`#${profile.rank}${profile.isTied ? "-T" : ""}`);

  await page.reload();
  await expect(page.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "About" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Posts" })).toBeHidden();
});

test("a profile's Replies tab lists the member's replies, read when first opened, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const replier = fresh("replier");
  await setPlan(request, replier, "BASIC");
  const title = `Replies tab ${randomUUID().slice(0, 8)}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Who takes it?", categoryId: "member_feedback" });
  await callAs(request, replier, `/api/threads/${thread.id}/replies`, { content: "The champ by **decision**." });
  const latest = await callAs(request, replier, `/api/threads/${thread.id}/replies`, { content: "Second thoughts: a late finish." });

  const repliesRead: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes(`/replies?`) && sent.url().includes("/api/users/")) repliesRead.push(sent.url());
  });
  await signInAs(page, "fan", `/user/${replier}`);
  await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Posts" })).toContainText("This user hasn't posted anything yet.");
  expect(repliesRead).toEqual([]);

  await page.getByRole("tab", { name: "Replies" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${replier}\\?tab=replies$`));
  const replies = page.getByRole("tabpanel", { name: "Replies" }).getByRole("article");
  await expect(replies).toHaveCount(2);
  await expect(replies.first()).toContainText("Second thoughts: a late finish.");
  await expect(replies.nth(1).locator("strong")).toHaveText("decision");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await replies.first().getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}\\?replyId=${latest.id}`));

  // Linked to, the tab opens with the profile; a member with no replies says so.
  await page.goto(`/user/${replier}?tab=replies`);
  await expect(replies).toHaveCount(2);
  const quiet = fresh("quiet");
  await callAs(request, quiet, `/api/users/username/${quiet}`);
  await page.goto(`/user/${quiet}?tab=replies`);
  await expect(page.getByRole("tab", { name: "Replies" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Replies" })).toContainText("This user hasn't replied to anything yet.");
});

test("a Replies tab whose list cannot load says so in its place and loads on Try again", async ({ page, request }) => {
  const replier = fresh("offline_replier");
  await setPlan(request, replier, "BASIC");
  const thread = await callAs(request, "member", "/api/threads", { title: `Offline tab ${randomUUID().slice(0, 8)}`, content: "Who wins?", categoryId: "member_feedback" });
  await callAs(request, replier, `/api/threads/${thread.id}/replies`, { content: "Read once the list has loaded." });
  await signInAs(page, "fan", `/user/${replier}`);
  await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");

  // The connection is lost as the tab asks for its list's code (the bundler's own second try included).
  let offline = true;
  await page.route("**/_next/static/chunks/**", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("tab", { name: "Replies" }).click();
  const panel = page.getByRole("tabpanel", { name: "Replies" });
  const failure = panel.getByRole("alert").filter({ hasText: "The replies could not load. Check your connection and try again." });
  await expect(failure).toBeVisible();

  offline = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toHaveCount(0);
  await expect(panel.getByRole("article")).toContainText("Read once the list has loaded.");
});

test("an unknown member's profile is a 404 page", async ({ page }) => {
  await signInAs(page, "fan", `/user/${fresh("nobody")}_x`);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the forum shows the Top Users panel with a link to the full rankings", async ({ page, request }) => {
  const top = (await callAs(request, "fan", "/api/users/top")) as { user: { username: string } }[];
  await signInAs(page, "fan", "/forum");
  const panel = page.getByRole("complementary", { name: "Top users" }).getByRole("region", { name: "Top Users" });
  await expect(panel.getByRole("listitem")).toHaveCount(top.length);
  await expect(panel.getByRole("listitem").first()).toContainText(top[0].user.username.slice(0, 15));
  await panel.getByRole("link", { name: "View Full Rankings →" }).click();
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(page.getByRole("heading", { name: "Community Rankings" })).toBeVisible();
});

test("a member deletes their account from the menu and ends signed out", async ({ page }) => {
  await signInAs(page, fresh("leaving"), "/forum");
  const menuButton = page.getByRole("button", { name: "Account menu" });
  const dialog = page.getByRole("dialog", { name: "Delete Account" });

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Delete Account" }).click();
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Delete Account" }).click();
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(page.getByTestId("toast")).toContainText("Your account has been deleted");
  // Three seconds later the signed-out visitor lands on /, which sends them to the sign-in screen.
  await expect(page).toHaveURL(/\/auth\?redirect_url=%2F$/, { timeout: 10_000 });
  await page.goto("/forum");
  await expect(page).toHaveURL(/\/auth/);
});

test("the rankings page fits a 360 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member", "/rankings");
  await expect(page.getByRole("list", { name: "Community rankings" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
