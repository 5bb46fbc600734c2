import { randomUUID } from "node:crypto";
import { callAs, expect, setPlan, signInAs, test } from "./fixtures";

/**
 * Following a member: Follow on their profile, told of each thread they start by the bell, unfollow
 * from the notice or from /account's list.
 */

const unique = () => randomUUID().slice(0, 8);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a fan follows a member from their profile, is told of their new thread, and unfollows from the notice", async ({ page, request }) => {
    const fan = `fan_${unique()}`;
    const writer = `writer_${unique()}`;
    await setPlan(request, writer, "BASIC");
    const title = `Fight week notes ${unique()}`;

    await signInAs(page, fan, `/user/${writer}`);
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("0 followers", { exact: true })).toBeVisible();
    await follow.click();
    await expect(page.getByText(`Following @${writer}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 follower", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const thread = await callAs(request, writer, "/api/threads", { title, content: "Camp went well.", categoryId: "member_feedback" });
    // Followers are told once the thread has been answered, and the bell says so live.
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await bell.click();
    const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: title });
    await expect(notice).toContainText(`${writer} started a thread: "${title}"`);
    await expect(notice.getByRole("link")).toHaveAttribute("href", `/thread/${thread.id}`);
    await notice.getByRole("button", { name: `Unfollow @${writer}` }).click();
    await expect(page.getByText(`Unfollowed @${writer}`)).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the Following page lists the followed members' threads, newest first, and says what to do when it has none", async ({ page, request }) => {
    const fan = `feedfan_${unique()}`;
    const writer = `feedwriter_${unique()}`;
    await setPlan(request, writer, "BASIC");
    await signInAs(page, fan, "/forum");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Following" }).click();
    await expect(page.getByRole("heading", { name: "Following", level: 1 })).toBeVisible();
    await expect(page.getByText("You do not follow anyone yet.")).toBeVisible();

    const { id } = await callAs(request, fan, `/api/users/username/${writer}`);
    await callAs(request, fan, `/api/users/${id}/follow`, {}, "PUT");
    const older = `Older take ${unique()}`;
    const newer = `Newer take ${unique()}`;
    await callAs(request, writer, "/api/threads", { title: older, content: "First.", categoryId: "member_feedback" });
    await callAs(request, writer, "/api/threads", { title: newer, content: "Second.", categoryId: "member_feedback" });
    await page.reload();
    const list = page.getByRole("list", { name: "Threads of the members you follow" });
    await expect(list.getByRole("article")).toHaveCount(2);
    await expect(list.getByRole("article").first()).toHaveAccessibleName(newer);
    await expect(list.getByRole("article").last()).toHaveAccessibleName(older);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await list.getByRole("link", { name: newer }).click();
    await expect(page.getByRole("heading", { name: newer, level: 1 })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a new member is offered pro fighters and insiders to follow on /following, and a follow there brings their threads", async ({ page }) => {
    await signInAs(page, `newfan_${unique()}`, "/following");
    const suggestions = page.getByRole("region", { name: "Fighters and insiders to follow" });
    await expect(suggestions.getByRole("link", { name: "@fighter", exact: true })).toBeVisible();
    await expect(page.getByText("You do not follow anyone yet.", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await suggestions.getByRole("button", { name: "Follow @fighter", exact: true }).click();
    await expect(page.getByText("Following @fighter")).toBeVisible();
    await expect(suggestions.getByRole("button", { name: "Unfollow @fighter", exact: true })).toHaveAttribute("aria-pressed", "true");
    const feed = page.getByRole("list", { name: "Threads of the members you follow" });
    await expect(feed.getByRole("article").first()).toBeVisible();

    await page.reload();
    await expect(feed.getByRole("article").first()).toBeVisible();
    await expect(suggestions.getByRole("link", { name: "@fighter", exact: true }), "a member followed is no longer suggested").toHaveCount(0);
  });
});

test("a member's followed members are listed on /account, where one is unfollowed", async ({ page, request }) => {
  const fan = `fanlist_${unique()}`;
  await callAs(request, fan, "/api/users/me");
  for (const username of ["insider", "member"]) {
    const { id } = await callAs(request, fan, `/api/users/username/${username}`);
    await callAs(request, fan, `/api/users/${id}/follow`, {}, "PUT");
  }

  await signInAs(page, fan, "/account");
  const section = page.getByRole("region", { name: "Members you follow" });
  await expect(section.getByRole("link")).toHaveText(["@insider", "@member"]);
  await section.getByRole("button", { name: "Unfollow @insider" }).click();
  await expect(page.getByText("Unfollowed @insider")).toBeVisible();
  await expect(section.getByRole("link")).toHaveText(["@member"]);
  await section.getByRole("button", { name: "Unfollow @member" }).click();
  await expect(section.getByText("You do not follow anyone yet.")).toBeVisible();

  await page.goto("/user/member");
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
});

test("a member is told who started following them, and the notice opens the follower's profile", async ({ page, request }) => {
  const followed = `followed_${unique()}`;
  const fan = `newfan_${unique()}`;
  const { id } = await callAs(request, followed, "/api/users/me");
  await callAs(request, fan, `/api/users/${id}/follow`, {}, "PUT");

  await signInAs(page, followed, "/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem");
  await expect(notice).toContainText(`${fan} started following you`);
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/user/${fan}$`));
  await expect(page.getByRole("heading", { name: fan, level: 1 })).toBeVisible();
});

test("a new follower's notice follows them back, and offers it no more", async ({ page, request }) => {
  const followed = `backer_${unique()}`;
  const fan = `backfan_${unique()}`;
  const { id } = await callAs(request, followed, "/api/users/me");
  await callAs(request, fan, `/api/users/${id}/follow`, {}, "PUT");

  await signInAs(page, followed, "/notifications");
  const notice = page.getByRole("listitem").filter({ hasText: `${fan} started following you` });
  await notice.getByRole("button", { name: `Follow back @${fan}` }).click();
  await expect(page.getByText(`Following @${fan}`)).toBeVisible();
  await expect(notice.getByRole("button", { name: `Follow back @${fan}` }), "gone at once").toHaveCount(0);
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: `Follow back @${fan}` })).toHaveCount(0);
  await page.goto(`/user/${fan}`);
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Follows you")).toBeVisible();
});

test("unfollowing a member from one of their threads' notices takes Unfollow off the others, and Follow back offers it again", async ({ page, request }) => {
  const fan = `twofan_${unique()}`;
  const writer = `twowriter_${unique()}`;
  await setPlan(request, writer, "BASIC");
  const { id: writerId } = await callAs(request, writer, "/api/users/me");
  const { id: fanId } = await callAs(request, fan, "/api/users/me");
  await callAs(request, fan, `/api/users/${writerId}/follow`, {}, "PUT");
  await callAs(request, writer, `/api/users/${fanId}/follow`, {}, "PUT");
  const titles = [`Weigh-in ${unique()}`, `Face-off ${unique()}`];
  for (const title of titles) await callAs(request, writer, "/api/threads", { title, content: "Fight week.", categoryId: "member_feedback" });
  // Followers are told once each thread has been answered.
  await expect.poll(async () => (await callAs(request, fan, "/api/notifications?kind=follows")).length).toBe(3);

  await signInAs(page, fan, "/notifications?show=follows");
  const threadNotices = titles.map((title) => page.getByRole("listitem").filter({ hasText: title }));
  const newFollowerNotice = page.getByRole("listitem").filter({ hasText: `${writer} started following you` });
  await expect(threadNotices[0]).toBeVisible();
  await expect(newFollowerNotice.getByRole("button", { name: `Follow back @${writer}` }), "the fan follows the writer").toHaveCount(0);
  await threadNotices[0].getByRole("button", { name: `Unfollow @${writer}` }).click();
  await expect(page.getByText(`Unfollowed @${writer}`)).toBeVisible();
  for (const notice of threadNotices) await expect(notice.getByRole("button", { name: `Unfollow @${writer}` })).toHaveCount(0);
  await newFollowerNotice.getByRole("button", { name: `Follow back @${writer}` }).click();
  await expect(page.getByText(`Following @${writer}`)).toBeVisible();
  for (const notice of threadNotices) await expect(notice.getByRole("button", { name: `Unfollow @${writer}` })).toBeVisible();

  await page.reload();
  for (const notice of threadNotices) await expect(notice.getByRole("button", { name: `Unfollow @${writer}` })).toBeVisible();
  await expect(newFollowerNotice.getByRole("button", { name: `Follow back @${writer}` })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a member's followers open from their profile's count, the newest first, the rest on demand, each to follow back", async ({ page, request }) => {
    const followed = `crowd_${unique()}`;
    const { id } = await callAs(request, followed, "/api/users/me");
    const fans = Array.from({ length: 31 }, (_, index) => `crowdfan${index}_${unique()}`);
    for (const fan of fans) await callAs(request, fan, `/api/users/${id}/follow`, {}, "PUT");

    await signInAs(page, fans[0], `/user/${followed}`);
    await page.getByRole("link", { name: "31 followers" }).click();
    await expect(page.getByRole("heading", { name: `Followers of ${followed}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`31 members follow ${followed}.`)).toBeVisible();
    const list = page.getByRole("list", { name: `Followers of ${followed}` });
    await expect(list.getByRole("listitem")).toHaveCount(30);
    await expect(list.getByRole("listitem").first()).toContainText(`@${fans[30]}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Load more followers" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(31);
    await expect(list.getByRole("listitem").last()).toContainText(`@${fans[0]}`);
    await expect(page.getByRole("button", { name: "Load more followers" })).toHaveCount(0);

    // Follow back from the list; one's own row has no button.
    await expect(list.getByRole("listitem").last().getByRole("button")).toHaveCount(0);
    await list.getByRole("button", { name: `Follow @${fans[30]}` }).click();
    await expect(page.getByText(`Following @${fans[30]}`)).toBeVisible();
    await expect(list.getByRole("button", { name: `Unfollow @${fans[30]}` })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(list.getByRole("button", { name: `Unfollow @${fans[30]}` })).toHaveAttribute("aria-pressed", "true");
    await expect(list.getByRole("button", { name: `Follow @${fans[29]}` })).toHaveAttribute("aria-pressed", "false");

    await list.getByRole("link", { name: `@${fans[1]}` }).click();
    await expect(page.getByRole("heading", { name: fans[1], level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "0 followers" }).click();
    await expect(page.getByText(`No one follows ${fans[1]} yet.`)).toBeVisible();
    await page.getByRole("link", { name: `${fans[1]}'s profile` }).click();
    await expect(page.getByRole("heading", { name: fans[1], level: 1 })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the members a member follows open from their profile, the newest first; on one's own list each is unfollowed", async ({ page, request }) => {
    const follower = `picker_${unique()}`;
    const visitor = `visitor_${unique()}`;
    const picked = [`pickfirst_${unique()}`, `picksecond_${unique()}`, `pickthird_${unique()}`];
    const { id: visitorId } = await callAs(request, visitor, "/api/users/me");
    for (const username of picked) {
      const { id } = await callAs(request, username, "/api/users/me");
      await callAs(request, follower, `/api/users/${id}/follow`, {}, "PUT");
    }
    await callAs(request, picked[0], `/api/users/${visitorId}/follow`, {}, "PUT");

    await signInAs(page, visitor, `/user/${follower}`);
    await page.getByRole("link", { name: "3 following" }).click();
    await expect(page.getByRole("heading", { name: `Followed by ${follower}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`${follower} follows 3 members.`)).toBeVisible();
    const list = page.getByRole("list", { name: `Followed by ${follower}` });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list.getByRole("listitem").first()).toContainText(`@${picked[2]}`);
    await expect(list.getByRole("listitem").last()).toContainText(`@${picked[0]}`);
    await expect(list.getByRole("button", { name: `Follow back @${picked[0]}` })).toHaveAttribute("aria-pressed", "false");
    await expect(list.getByRole("button", { name: `Follow @${picked[1]}` })).toHaveAttribute("aria-pressed", "false");
    await expect(list.getByRole("listitem").last()).toContainText("Follows you");
    await expect(list.getByText("Follows you")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The profile of a member who follows the visitor says so, until the visitor blocks them (which ends that follow).
    await list.getByRole("link", { name: `@${picked[0]}` }).click();
    await expect(page.getByRole("heading", { name: picked[0], level: 1 })).toBeVisible();
    await expect(page.getByText("Follows you")).toBeVisible();
    await expect(page.getByRole("button", { name: "Follow back", exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible();
    await expect(page.getByText("Follows you")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("link", { name: "0 following" })).toBeVisible();

    await page.goto(`/user/${picked[1]}`);
    await expect(page.getByText("Follows you")).toHaveCount(0);
    await page.getByRole("link", { name: "0 following" }).click();
    await expect(page.getByText(`${picked[1]} follows no one yet.`)).toBeVisible();

    // The member's own list: every row followed; an unfollow keeps the row (to follow again) until the list is read again.
    await signInAs(page, follower, `/user/${follower}/following`);
    await list.getByRole("button", { name: `Unfollow @${picked[1]}` }).click();
    await expect(page.getByText(`Unfollowed @${picked[1]}`)).toBeVisible();
    await expect(list.getByRole("button", { name: `Follow @${picked[1]}` })).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(page.getByText(`${follower} follows 2 members.`)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").filter({ hasText: `@${picked[1]}` })).toHaveCount(0);
  });
});

for (const list of ["followers", "following"]) {
  test(`an unknown member's ${list} list is a 404 page`, async ({ page }) => {
    await signInAs(page, "fan", `/user/nobody_${unique()}_x/${list}`);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
}
