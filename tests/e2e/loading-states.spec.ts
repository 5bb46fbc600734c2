import { callAs, expect, heldBack, signInAs, test } from "./fixtures";

test("a link shows a spinner while the page it opens is on its way", async ({ page }) => {
  await signInAs(page, "member", "/forum");
  // Hold back the rankings page's server answer (the router's RSC request) until the spinner was seen.
  const answer = heldBack();
  await page.route("**/rankings*", async (route) => {
    const headers = route.request().headers();
    if (headers.rsc === "1" && !headers["next-router-prefetch"]) await answer.held;
    await route.fallback();
  });
  const rankings = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RANKINGS" });
  const spinner = rankings.locator("span[aria-hidden]");
  await expect(spinner).toBeHidden();

  await rankings.click();
  await expect(spinner).toBeVisible();
  answer.release();
  await expect(page.getByRole("heading", { name: "Community Rankings" })).toBeVisible();
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(spinner).toBeHidden();
});

test("the create-post dialog, loaded on first use, shows a spinner until its code arrives", async ({ page }) => {
  await signInAs(page, "member", "/forum");
  const newPost = page.getByRole("button", { name: "New Post" });
  await expect(newPost).toBeVisible();
  // From here on, every script the page asks for is held back until the spinner was seen.
  const scripts = heldBack();
  await page.route("**/_next/static/chunks/**", async (route) => {
    await scripts.held;
    await route.fallback();
  });

  await newPost.click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  // In the body itself, so no part of the page that contains its layout (a reply) confines it.
  const overlayIsInBody = await page
    .getByRole("status")
    .filter({ hasText: "Loading..." })
    .evaluate((status) => [...document.body.children].some((child) => child.contains(status) && getComputedStyle(child).position === "fixed"));
  expect(overlayIsInBody).toBe(true);
  scripts.release();
  await expect(page.getByRole("dialog", { name: "Create New Post" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeHidden();
});

test.describe("before the page's scripts have run", () => {
  test.use({ javaScriptEnabled: false });

  test("controls that only scripts handle are disabled, and the header search works without them", async ({ page, request }) => {
    const thread = await callAs(request, "member", "/api/threads", { title: "Before the scripts", content: "Nothing yet.", categoryId: "member_feedback" });
    await signInAs(page, "member", "/forum/general");
    await expect(page.getByRole("button", { name: "New Post" })).toBeDisabled();
    await expect(page.getByLabel("Sort by", { exact: true })).toBeDisabled();
    await expect(page.getByRole("group", { name: "View" }).getByRole("button", { name: "Compact" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Load more threads" })).toBeDisabled();

    await page.goto(`/thread/${thread.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Before the scripts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Post Reply" })).toBeDisabled();

    const search = page.getByRole("search", { name: "Search the forum" }).getByRole("searchbox", { name: "Search" });
    await search.fill("jab");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jab$/);
  });
});
