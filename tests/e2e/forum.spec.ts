import { randomUUID } from "node:crypto";
import { callAs, expect, heldBack, loseFirstAnswers, signInAs, test } from "./fixtures";

const uniqueTitle = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

test("a paid member writes a post with a poll, keeps the draft across a reload and sees the post first", async ({ page }) => {
  const title = uniqueTitle("Who takes the rematch?");
  await signInAs(page, "member", "/forum/member_feedback");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a title for your post.");

  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByText(`${title.length}/150`)).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);

  await dialog.getByLabel("Content").fill("Five rounds, no robbery this time. Vote below.");
  await dialog.getByRole("button", { name: "Create Poll" }).click();
  await dialog.getByLabel("Poll question").fill("Who wins the rematch?");
  await dialog.getByLabel("Option 1", { exact: true }).fill("The champion");
  await dialog.getByLabel("Option 2", { exact: true }).fill("The challenger");
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await dialog.getByLabel("Option 3", { exact: true }).fill("Draw");
  await dialog.getByRole("button", { name: "Create Post" }).click();

  await expect(page.getByTestId("toast")).toContainText("Your post has been created.");
  await expect(dialog).toBeHidden();
  const latest = page.getByRole("region", { name: "Latest threads" }).getByRole("article");
  await expect(latest.first()).toHaveAccessibleName(title);
  await expect(latest.first().getByText("Who wins the rematch?")).toBeVisible();
  await expect(latest.first().getByText("The challenger")).toBeVisible();

  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a free member is offered the upgrade instead of the post form", async ({ page }) => {
  await signInAs(page, "fan", "/forum");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog).toContainText(
    "Creating new posts is only available for paid members. Upgrade your plan to start sharing content!",
  );
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "New Post" }).click();
  await dialog.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a free member sees a fighter's post blurred behind the upgrade overlay", async ({ page }) => {
  const title = uniqueTitle("Inside my camp");
  await callAs(page.request, "fighter", "/api/threads", { title, content: "Sparring is done, the cut starts Monday.", categoryId: "fighters_only" });
  await signInAs(page, "fan", "/forum/fighters_only");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("link", { name: /Premium Content/ })).toHaveAttribute("href", "/checkout");
  await expect(card).toContainText("Upgrade to view fighter posts");
  await expect(card).not.toContainText("Sparring is done");
});

test("a moderator pins a thread and it moves to the pinned group, and back", async ({ page }) => {
  const title = uniqueTitle("Pin me");
  await signInAs(page, "mod", "/forum/member_feedback");
  const created = await page.request.post("/api/threads", { data: { title, content: "Worth pinning.", categoryId: "member_feedback" } });
  expect(created.status()).toBe(201);
  await page.reload();

  const pinnedGroup = page.getByRole("region", { name: "Pinned threads" });
  const latestGroup = page.getByRole("region", { name: "Latest threads" });
  await latestGroup.getByRole("article", { name: title }).getByRole("button", { name: "Pin/Unpin thread (Admin only)" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thread pin status updated.");
  await expect(pinnedGroup.getByRole("article", { name: title })).toBeVisible();
  await expect(latestGroup.getByRole("article", { name: title })).toHaveCount(0);

  await pinnedGroup.getByRole("article", { name: title }).getByRole("button", { name: "Pin/Unpin thread (Admin only)" }).click();
  await expect(latestGroup.getByRole("article", { name: title })).toBeVisible();
});

test("a member likes a thread, edits and deletes their own", async ({ page }) => {
  const title = uniqueTitle("Edit me");
  await signInAs(page, "member", "/forum/member_feedback");
  await page.request.post("/api/threads", { data: { title, content: "First draft.", categoryId: "member_feedback" } });
  await page.reload();
  const card = page.getByRole("article", { name: title });

  await card.getByRole("button", { name: /^Like/ }).click();
  await expect(page.getByTestId("toast")).toContainText("You liked this post");
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");

  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByLabel("Content").fill("Second draft.");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thread edited successfully");
  await expect(card).toContainText("Second draft.");
  await expect(card).toContainText("(edited");

  // The same confirmation as staff get on the thread page.
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Thread" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  // The confirmation leaves the page when it closes; focus goes back to the button that opened it.
  await expect(card.getByRole("button", { name: "Delete" })).toBeFocused();
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Thread" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thread deleted successfully");
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});

test("a like whose answer was lost shows as the server has it, not as before the tap", async ({ page, request }) => {
  const title = uniqueTitle("Lost like");
  await callAs(request, "insider", "/api/threads", { title, content: "Like me through a tunnel.", categoryId: "member_feedback" });
  await signInAs(page, "member", "/forum/member_feedback");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("button", { name: "Like (0)", exact: true })).toBeVisible();

  // The like reaches the server, which records it; its answer never reaches the browser.
  await loseFirstAnswers(page, "**/api/threads/*/like", "POST");
  await card.getByRole("button", { name: /^Like/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Failed to like post");
  // The card is read again and shows the like the server has.
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("a like answered after the member moved to another category is kept, with no failure toast", async ({ page, request }) => {
  const title = uniqueTitle("Like and leave");
  await callAs(request, "insider", "/api/threads", { title, content: "Tap and go.", categoryId: "member_feedback" });
  await signInAs(page, "member", "/forum/member_feedback");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByRole("button", { name: "Like (0)", exact: true })).toBeVisible();

  // The like's answer comes once the member is on another category's page, whose list has a cache
  // of its own: the one the like was written to has gone with the page it belonged to.
  const gate = heldBack();
  await page.route("**/api/threads/*/like", async (route) => {
    await gate.held;
    await route.continue();
  });
  await card.getByRole("button", { name: /^Like/ }).click();
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "General MMA Discussion" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "General MMA Discussion" })).toBeVisible();

  const answered = page.waitForResponse((response) => response.url().includes("/like"));
  gate.release();
  await answered;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByTestId("toast")).toContainText("You liked this post");

  await page.getByRole("link", { name: "Member Feedback" }).first().click();
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("a like whose code cannot load is undone with the failure toast, and works once the code loads", async ({ page }) => {
  const title = uniqueTitle("Offline like");
  await signInAs(page, "member", "/forum/member_feedback");
  await page.request.post("/api/threads", { data: { title, content: "Like me on a train.", categoryId: "member_feedback" } });
  await page.reload();
  const card = page.getByRole("article", { name: title });
  const like = card.getByRole("button", { name: /^Like/ });
  await expect(like).toHaveAccessibleName("Like (0)");
  await expect(like).not.toHaveAttribute("aria-disabled", "true");

  // The card's calls load with its first action (use-thread-actions.ts): here that script never arrives.
  await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
  await like.click();
  await expect(page.getByTestId("toast")).toContainText("Failed to like post");
  await expect(like).toHaveAccessibleName("Like (0)");
  await expect(like).toHaveAttribute("aria-pressed", "false");

  await page.unroute("**/_next/static/chunks/**");
  await like.click();
  await expect(page.getByTestId("toast")).toContainText("You liked this post");
  await expect(like).toHaveAccessibleName("Like (1)");
  await page.reload();
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("a delete whose answer was lost, sent again, says the thread is already gone and takes it off the list", async ({ page }) => {
  const title = uniqueTitle("Lost delete");
  await signInAs(page, "member", "/forum/member_feedback");
  await page.request.post("/api/threads", { data: { title, content: "Delete me through a tunnel.", categoryId: "member_feedback" } });
  await page.reload();
  const card = page.getByRole("article", { name: title });

  // The delete reaches the server, which deletes the thread; its answer never reaches the browser.
  await loseFirstAnswers(page, "**/api/threads/*", "DELETE");
  const confirm = page.getByRole("dialog", { name: "Delete Thread" });
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Thread" }).click();
  await expect(page.getByTestId("toast")).toContainText("Failed to delete thread");
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Thread" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "This thread has already been deleted." })).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});

test("the forum fits a 360 px wide screen with the menus open", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member", "/forum");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden();
  expect(await overflow()).toBe(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "RANKINGS" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();

  await page.getByRole("button", { name: "Account menu" }).click();
  for (const item of ["Manage Account", "Delete Account", "Manage Subscription", "Sign Out"]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeInViewport({ ratio: 1 });
  }
  await page.keyboard.press("Escape");
  expect(await overflow()).toBe(0);

  await page.getByLabel("Category").selectOption("fighters_only");
  await expect(page).toHaveURL(/\/forum\/fighters_only$/);
  await expect(page.getByRole("heading", { name: "Fighters Only" })).toBeVisible();
  expect(await overflow()).toBe(0);
});

test("on a phone, sorting and filters fold behind one button that says what is chosen", async ({ page, request }) => {
  await callAs(request, "member", "/api/threads", { title: uniqueTitle("Phone filters"), content: "One row above me.", categoryId: "member_feedback" });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member", "/forum/member_feedback");
  const filters = page.getByRole("button", { name: /^Sort & filter/ });
  await expect(filters).toHaveAccessibleName("Sort & filter: Recent activity · All time");
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Sort by", { exact: true })).toBeHidden();
  // New Post and the view switch share a row; one more row, and the first thread.
  const newPost = (await page.getByRole("button", { name: "New Post" }).boundingBox())!;
  const cards = (await page.getByRole("group", { name: "View" }).boundingBox())!;
  const firstThread = (await page.getByRole("article").first().boundingBox())!;
  expect(Math.abs(cards.y - newPost.y)).toBeLessThan(8);
  expect(firstThread.y - (newPost.y + newPost.height)).toBeLessThan(80);

  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  const topOfWeek = page.waitForResponse((answer) => answer.url().includes("/api/threads/member_feedback?") && answer.url().includes("sort=top") && answer.url().includes("timeRange=week"));
  await page.getByLabel("Sort by", { exact: true }).selectOption("top");
  await page.getByLabel("Time range", { exact: true }).selectOption("week");
  expect((await topOfWeek).ok()).toBe(true);
  await expect(filters).toHaveAccessibleName("Sort & filter: Top · Past week");
  await page.getByLabel("Show", { exact: true }).selectOption("new");
  await expect(filters).toHaveAccessibleName("Sort & filter: New · Past week");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  await filters.click();
  await expect(page.getByLabel("Sort by", { exact: true })).toBeHidden();
});

test("Back shows the forum as it is now: the like given on the thread and its author's new title; Forward the new title", async ({ page, request }) => {
  const title = uniqueTitle("Back again");
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Before the rename.", categoryId: "member_feedback" });
  await signInAs(page, "insider", "/forum/member_feedback");
  await expect(page.getByRole("article", { name: title }).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const liked = page.waitForResponse((answer) => answer.url().endsWith(`/api/threads/${thread.id}/like`) && answer.ok());
  await page.getByRole("button", { name: "Like (0)", exact: true }).click();
  await liked;
  await callAs(request, "member", `/api/threads/${thread.id}`, { title: `${title}, renamed`, content: "After the rename." }, "PUT");

  // Back shows the forum's earlier render at once, then its lists as they are now.
  await page.goBack();
  const card = page.getByRole("article", { name: `${title}, renamed` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");

  // Forward again: the thread page's earlier render, then the thread as it is now. Its read is held
  // until the live events since that render (the rename, the like's count) have arrived: swr drops
  // a read that a change overtakes, and the member's own like comes only from a read.
  const read = heldBack();
  let reads = 0;
  await page.route(`**/api/threads/id/${thread.id}`, async (route) => {
    if (route.request().method() === "GET" && reads++ === 0) await read.held;
    await route.fallback();
  });
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: `${title}, renamed` })).toBeVisible();
  await expect(page.getByText("After the rename.")).toBeVisible();
  read.release();
  await expect(page.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(reads).toBeGreaterThan(0);
});

test("a like tapped on the forum while Back reads it again keeps what that read brings", async ({ page, request }) => {
  const likedTitle = uniqueTitle("Liked on its page");
  const tappedTitle = uniqueTitle("Tapped after Back");
  const liked = await callAs(request, "member", "/api/threads", { title: likedTitle, content: "Liked on the thread page.", categoryId: "member_feedback" });
  const tapped = await callAs(request, "member", "/api/threads", { title: tappedTitle, content: "Liked on the forum.", categoryId: "member_feedback" });
  await signInAs(page, "insider", "/forum/member_feedback");
  await page.getByRole("link", { name: likedTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: likedTitle })).toBeVisible();
  const likedAnswer = page.waitForResponse((answer) => answer.url().endsWith(`/api/threads/${liked.id}/like`) && answer.ok());
  await page.getByRole("button", { name: "Like (0)", exact: true }).click();
  await likedAnswer;

  // Back shows the forum's earlier render and reads its first page again. That read is held until
  // a like tapped on another card has been answered: swr drops a read that a change overtakes, and
  // the like given on the thread page comes only from a read.
  const read = heldBack();
  let reads = 0;
  await page.route(
    (url) => url.pathname === "/api/threads/member_feedback" && url.searchParams.get("pinnedByUserFilter") === "exclude" && !url.searchParams.has("cursor"),
    async (route) => {
      if (route.request().method() === "GET" && reads++ === 0) await read.held;
      await route.fallback();
    },
  );
  await page.goBack();
  const tappedAnswer = page.waitForResponse((answer) => answer.url().endsWith(`/api/threads/${tapped.id}/like`) && answer.ok());
  await page.getByRole("article", { name: tappedTitle }).getByRole("button", { name: "Like (0)", exact: true }).click();
  await tappedAnswer;
  read.release();
  await expect(page.getByRole("article", { name: likedTitle }).getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article", { name: tappedTitle }).getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(reads).toBeGreaterThan(0);
});

test("the account menu asks the account modals to open and Escape returns focus", async ({ page }) => {
  await signInAs(page, "member", "/forum");
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.addEventListener("fightforum:open-modal", (event) => opened.push((event as CustomEvent<string>).detail));
  });
  const menuButton = page.getByRole("button", { name: "Account menu" });
  await menuButton.click();
  await expect(page.getByRole("menu")).toContainText("@member");
  await expect(page.getByRole("menu")).toContainText("BASIC");
  await page.getByRole("menuitem", { name: "Delete Account" }).click();
  // The deletion confirmation answers the request; Cancel closes it.
  const deletion = page.getByRole("dialog", { name: "Delete Account" });
  await expect(deletion).toBeVisible();
  await deletion.getByRole("button", { name: "Cancel" }).click();
  await expect(deletion).toBeHidden();
  await menuButton.click();
  // Manage Account, Following, Messages, Bookmarks, Delete Account, then Manage Subscription.
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Manage Subscription" })).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual(["delete-account", "subscription"]);
  // The subscription modal answers the request; Escape closes it.
  const subscription = page.getByRole("dialog", { name: "Your Subscription" });
  await expect(subscription).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(subscription).toBeHidden();

  await menuButton.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("a press outside the account menu or the bell's panel closes it, leaving the focus where it was", async ({ page }) => {
  await signInAs(page, "member", "/forum");
  const heading = page.getByRole("heading", { level: 1 });
  const menuButton = page.getByRole("button", { name: "Account menu" });
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Manage Account" })).toBeFocused();
  // A press inside the open menu keeps it open.
  await page.getByRole("menu").getByText("@member").click();
  await expect(page.getByRole("menu")).toBeVisible();
  await heading.click();
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).not.toBeFocused();

  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await bell.click();
  await expect(bell).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await bell.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  await heading.click();
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAttribute("aria-expanded", "false");
  await expect(bell).not.toBeFocused();
});

test("Load more threads continues right after the last thread of the page, by cursor", async ({ page }) => {
  await signInAs(page, "fan", "/forum/general");
  const latest = page.getByRole("region", { name: "Latest threads" }).getByRole("article");
  await expect(latest).toHaveCount(10);

  const nextPage = page.waitForRequest((request) => request.url().includes("/api/threads/general?") && request.url().includes("cursor="));
  await page.getByRole("button", { name: "Load more threads" }).click();
  expect(new URL((await nextPage).url()).searchParams.has("offset")).toBe(false);
  await expect(latest).toHaveCount(20);

  const expected = await page.request.get("/api/threads/general?pinnedByUserFilter=exclude&sort=recent&timeRange=all&limit=20");
  const titles = ((await expected.json()) as { title: string }[]).map((thread) => thread.title);
  expect(await latest.evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label")))).toEqual(titles);
});

test("the forum and a member's posts come with their first four cards in the HTML; the browser renders the rest of the page", async ({ page }) => {
  // Ten new threads fill the first page of the category and of the member's posts; general's first page stays as the demo data left it.
  await signInAs(page, "member", "/forum/member_feedback");
  for (let round = 0; round < 10; round++) {
    const created = await page.request.post("/api/threads", { data: { title: uniqueTitle("Rendered where"), content: "On the server or here?", categoryId: "member_feedback" } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const member = await (await page.request.get("/api/users/username/member")).json();
  const feed = page.getByRole("region", { name: "Latest threads" });
  const posts = page.getByRole("tabpanel", { name: "Posts" });
  for (const [path, list, firstPage] of [
    ["/forum/member_feedback", feed, "/api/threads/member_feedback?pinnedByUserFilter=exclude&sort=recent&timeRange=all&limit=10"],
    ["/user/member", posts, `/api/users/${member.id}/posts?limit=10&offset=0`],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<article aria-label=/g), path).toHaveLength(4);
    const titles = ((await (await page.request.get(firstPage)).json()) as { title: string }[]).map((thread) => thread.title);
    expect(titles).toHaveLength(10);
    await page.goto(path);
    await expect(list.getByRole("article")).toHaveCount(10);
    expect(await list.getByRole("article").evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label")))).toEqual(titles);
  }
});
