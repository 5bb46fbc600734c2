import { randomBytes } from "node:crypto";
import { CLOSEST_MEMBERS, SEARCH_PAGE_SIZE } from "@/lib/validation/limits";
import { callAs, expect, signInAs, test } from "./fixtures";

/** Search (issue 19): the header box, "/" to focus it, the results page with filters, on a phone and a laptop. */

const word = (label: string) => `${label}${randomBytes(4).toString("hex")}`;

test("the header box finds a thread, \"/\" focuses it, and a result opens the thread", async ({ page, request }) => {
  const term = word("southpaw");
  const thread = await callAs(request, "member", "/api/threads", { title: `The ${term} problem`, content: "Orthodox fighters struggle.", categoryId: "general" });
  await signInAs(page, "fan", "/forum");

  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search" });
  // Pressed again until the page has hydrated and listens for it.
  await expect(async () => {
    await page.locator("body").press("/");
    await expect(box).toBeFocused({ timeout: 1000 });
  }).toPass();
  await box.fill(term);
  await box.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
  const result = page.getByRole("article", { name: `The ${term} problem` });
  await expect(result.locator("mark")).toHaveText(term);
  await result.getByRole("link", { name: `The ${term} problem` }).click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}$`));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("searching replies and members (a pro by full name), with filters, and the empty state", async ({ page, request }) => {
    const term = word("guillotine");
    const thread = await callAs(request, "member", "/api/threads", { title: `Chokes ${word("x")}`, content: "Favourite choke?", categoryId: "member_feedback" });
    await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: `The high-elbow ${term} every time` });

    await signInAs(page, "member", "/forum");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search" });
    await expect(box).toBeFocused();
    await box.fill(term);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No threads match your search.")).toBeVisible();

    await page.getByRole("button", { name: "Replies" }).click();
    const reply = page.getByRole("article", { name: new RegExp(`^Reply by insider in ${thread.title}`) });
    await expect(reply.locator("mark")).toHaveText(term);
    await expect(page).toHaveURL(/type=replies/);

    await page.getByText("Filters").click();
    await page.getByLabel("Author").fill("fan");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No replies match your search.")).toBeVisible();

    await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("insid");
    await page.getByRole("button", { name: "Members" }).click();
    await expect(page.getByRole("article", { name: "insider", exact: true })).toBeVisible();

    // A pro is found by the full name their profile shows.
    await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("ferreira");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    const fighter = page.getByRole("article", { name: "fighter", exact: true });
    await expect(fighter.locator("mark")).toHaveText("Ferreira");
    await expect(fighter.getByText(/^Frankie Ferreira/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a member found follows you and is followed back from the results; one's own card has no Follow", async ({ page, request }) => {
    const stem = word("scout");
    const [viewer, fan] = [`${stem}_me`, `${stem}_fan`];
    const { id: viewerId } = await callAs(request, viewer, "/api/users/me");
    await callAs(request, fan, `/api/users/${viewerId}/follow`, {}, "PUT");

    await signInAs(page, viewer, `/search?${new URLSearchParams({ q: stem, type: "members" })}`);
    const fanCard = page.getByRole("article", { name: fan, exact: true });
    await expect(fanCard.getByText("Follows you")).toBeVisible();
    await fanCard.getByRole("button", { name: `Follow back @${fan}`, exact: true }).click();
    await expect(page.getByText(`Following @${fan}`)).toBeVisible();
    await expect(fanCard.getByRole("button", { name: `Unfollow @${fan}`, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article", { name: viewer, exact: true }).getByRole("button")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.reload();
    await expect(fanCard.getByRole("button", { name: `Unfollow @${fan}`, exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("a search the server refuses says why", async ({ page }) => {
    await signInAs(page, "member", "/search?q=x&from=2026-05-02&to=2026-05-01");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("from must not be after to");
  });
});

test("members, closest name first, end after the closest names and say how to see every one", async ({ page, request }) => {
  const stem = word("cap");
  // One member more than the closest names paged through, each created by the development sign-in.
  const names = Array.from({ length: CLOSEST_MEMBERS + 1 }, (_, index) => `${stem}_${index}`);
  for (let at = 0; at < names.length; at += 25) {
    await Promise.all(names.slice(at, at + 25).map(async (username) => expect((await request.post("/api/dev/token", { data: { username } })).ok()).toBe(true)));
  }
  await signInAs(page, "member", `/search?${new URLSearchParams({ q: stem, type: "members" })}`);
  const results = page.getByRole("main").getByRole("article");
  const moreResults = page.getByRole("button", { name: "More results" });
  await expect(results).toHaveCount(SEARCH_PAGE_SIZE);
  for (let shown = SEARCH_PAGE_SIZE; shown < CLOSEST_MEMBERS; shown += SEARCH_PAGE_SIZE) {
    await moreResults.click();
    await expect(results).toHaveCount(shown + SEARCH_PAGE_SIZE);
  }
  await expect(moreResults).toHaveCount(0);
  const closestOnly = page.getByText(`These are the ${CLOSEST_MEMBERS} closest names. Sort by Newest members to see every member whose name matches.`);
  await expect(closestOnly).toBeVisible();

  await page.getByLabel("Sort by").selectOption("newest");
  await expect(page).toHaveURL(/sort=newest/);
  await expect(results).toHaveCount(SEARCH_PAGE_SIZE);
  await expect(moreResults).toBeVisible();
  await expect(closestOnly).toHaveCount(0);
});
