import { randomUUID } from "node:crypto";
import { callAs, expect, loseFirstAnswers, signInAs, test } from "./fixtures";

/** Small things a member meets (issue 18, "Defects seen"), each checked in the browser. */

const unique = () => randomUUID().slice(0, 8);

test("a card counts one vote as \"1 vote\" and marks a locked thread", async ({ page, request }) => {
  const title = `Card details ${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", {
    title,
    content: "One vote, then the lock.",
    categoryId: "member_feedback",
    poll: { question: "Who wins?", options: ["Red", "Blue"] },
  });
  await callAs(request, "fan", `/api/threads/${thread.id}/poll/${thread.poll.options[0].id}/vote`, {});
  await callAs(request, "mod", `/api/threads/${thread.id}/lock`, {});

  await signInAs(page, "member", "/forum/member_feedback");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("1 vote", { exact: true })).toBeVisible();
  await expect(card.getByText("Locked", { exact: true })).toBeVisible();
  await expect(card.getByText("Pinned", { exact: true })).toBeHidden();
});

test("the member reading Top Users sees their own entry online", async ({ page, request }) => {
  // Verified roles carry a check instead of the online dot.
  const top = (await callAs(request, "fan", "/api/users/top")) as { user: { username: string; role: string } }[];
  const reader = top.find(({ user }) => user.role === "USER")!.user;
  await signInAs(page, reader.username, "/forum");
  const panel = page.getByRole("region", { name: "Top Users" });
  const ownEntry = panel.getByRole("listitem").filter({ hasText: reader.username });
  await expect(ownEntry.getByText("Online", { exact: true })).toBeAttached();
});

test("a notification names its thread once", async ({ page, request }) => {
  const mentioned = `named_${unique()}`;
  await callAs(request, mentioned, `/api/users/username/${mentioned}`);
  const title = `Named once ${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Who answers?", categoryId: "member_feedback" });
  await callAs(request, "member", `/api/threads/${thread.id}/replies`, { content: `Over to you, @${mentioned}.` });

  await signInAs(page, mentioned, "/forum");
  await page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click();
  const item = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(`member mentioned you in "${title}"`);
  expect((await item.innerText()).split(title).length - 1).toBe(1);
});

test("the footer links the forum's own social accounts, opening in a new tab", async ({ page }) => {
  await signInAs(page, "fan", "/forum");
  const accounts = page.getByRole("contentinfo").getByRole("list", { name: "Fight Forum on social media" });
  await expect(accounts.getByRole("link")).toHaveText(["Twitter", "Instagram", "YouTube", "Facebook"]);
  await expect(accounts.getByRole("link", { name: "Twitter" })).toHaveAttribute("href", "https://x.com/fightforum");
  await expect(accounts.getByRole("link", { name: "YouTube" })).toHaveAttribute("href", "https://www.youtube.com/@fightforum");
  await expect(accounts.getByRole("link", { name: "Instagram" })).toHaveAttribute("target", "_blank");

  // On a phone they wrap inside the footer, each a full-size tap target.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const link of await accounts.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test("an address nothing serves keeps the header and footer", async ({ page }) => {
  await signInAs(page, "fan", `/no-such-page-${unique()}`);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Back to the forum" }).click();
  await expect(page).toHaveURL(/\/forum$/);
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the reply box does not mention a Ctrl key", async ({ page, request }) => {
    const thread = await callAs(request, "member", "/api/threads", { title: `Touch ${unique()}`, content: "No keyboard here.", categoryId: "member_feedback" });
    await signInAs(page, "member", `/thread/${thread.id}`);
    await expect(page.getByRole("button", { name: "Post Reply" })).toBeVisible();
    await expect(page.getByText("Ctrl+Enter (⌘+Enter on a Mac) posts your reply.")).toBeHidden();
  });
});

test("the reply box mentions Ctrl+Enter where there is a mouse", async ({ page, request }) => {
  const thread = await callAs(request, "member", "/api/threads", { title: `Desktop ${unique()}`, content: "Keyboard here.", categoryId: "member_feedback" });
  await signInAs(page, "member", `/thread/${thread.id}`);
  await expect(page.getByText("Ctrl+Enter (⌘+Enter on a Mac) posts your reply.")).toBeVisible();
});

test("a failed post is said above the open dialog and beside its button, and the draft stays", async ({ page }) => {
  await signInAs(page, "member", "/forum/member_feedback");
  await page.route("**/api/threads", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 429, json: { error: "RATE_LIMITED", code: "RATE_LIMITED", message: "Too many requests: this can be done 10 times per hour. Try again in about 20 minutes." } })
      : route.continue(),
  );
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  const title = `Refused ${unique()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("This one will not go through.");
  await dialog.getByRole("button", { name: "Create Post" }).click();

  const message = "Too many requests: this can be done 10 times per hour. Try again in about 20 minutes.";
  await expect(dialog.getByRole("alert")).toHaveText(message);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(message);
  // On top and usable: a click reaches its dismiss button rather than the dialog.
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
});

test("on a phone, a post whose answer was lost is published once when the member sends it again", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member", "/forum/member_feedback");
  // The first request reaches the server, which publishes the post; its answer never reaches the phone.
  await loseFirstAnswers(page, "**/api/threads", "POST");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  const title = `Through the tunnel ${unique()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Sent from the last stop before the tunnel.");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);

  // Sent again: the server answers with the post it already has.
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Your post has been created." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Latest threads" }).getByRole("article", { name: title })).toHaveCount(1);
  const threads = (await (await page.request.get("/api/threads/member_feedback?sort=new&limit=20")).json()) as { title: string }[];
  expect(threads.filter((thread) => thread.title === title)).toHaveLength(1);
});

test("a free member sees why a fighter's post takes no reactions, and the whole Premium Content notice", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Fight camp notes ${unique()}`;
  await callAs(page.request, "fighter", "/api/threads", { title, content: "Rounds of sparring, then the cut.", categoryId: "fighters_only" });
  await signInAs(page, "fan", "/forum/fighters_only");
  const card = page.getByRole("article", { name: title });
  const overlay = card.getByRole("link", { name: /Premium Content/ });
  const notice = overlay.getByText("Upgrade to view fighter posts");
  await expect(notice).toBeVisible();
  const [box, text] = [await overlay.boundingBox(), await notice.boundingBox()];
  expect(text!.y).toBeGreaterThanOrEqual(box!.y);
  expect(text!.y + text!.height).toBeLessThanOrEqual(box!.y + box!.height);

  await expect(card.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-disabled", "true");
  await card.getByRole("button", { name: /^Like/ }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Upgrade to react to fighter posts");
  await card.getByRole("link", { name: "Upgrade to react to fighter posts" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("closing the create-post dialog asks before discarding what was written", async ({ page }) => {
  await signInAs(page, "member", "/forum/member_feedback");
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  const confirm = dialog.getByRole("alertdialog", { name: /Discard this post\?/ });
  const title = `Half-written ${unique()}`;
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Title")).toBeEditable();

  // A click outside that comes right after a keystroke, before React's next scheduled task (the
  // browser runs input first), still asks: the first letter is typed and the backdrop clicked once
  // the keystroke's own render is done (its microtasks), nothing later.
  await dialog.getByLabel("Title").evaluate(async (field: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, "H");
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await Promise.resolve();
    field.closest("dialog")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await dialog.getByLabel("Title").fill(title);

  // A stray click outside the dialog loses nothing.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);

  // Escape and the close button ask too; discarding empties the next draft.
  await page.keyboard.press("Escape");
  await expect(confirm).toBeVisible();
  await expect(dialog).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");

  // An empty dialog closes at once.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a card in the list names who replied last and when, and links to them", async ({ page, request }) => {
  const title = `Last reply ${unique()}`;
  const thread = await callAs(request, "member", "/api/threads", { title, content: "Who answers last?", categoryId: "member_feedback" });
  await callAs(request, "admin", `/api/threads/${thread.id}/replies`, { content: "The admin answers." });

  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, "member", "/forum/member_feedback");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Last reply by @admin");
  await expect(card.getByRole("link", { name: "@admin" })).toHaveAttribute("href", "/user/admin");
  await expect(card.locator("time").last()).toHaveText(/^\d+[sm] ago$/);
});

test("the compact list fits ten threads on a laptop screen, names the recent repliers, is remembered, and leaves the cards when it cannot load", async ({ page, request }) => {
  const title = `Compact ${unique()}`;
  // More rows than the cards the server renders (SERVER_RENDERED_CARDS), all on the first page.
  for (let round = 0; round < 4; round++) {
    await callAs(request, "member", "/api/threads", { title: `Row ${round} ${unique()}`, content: "Filler.", categoryId: "member_feedback" });
  }
  const thread = await callAs(request, "member", "/api/threads", { title, content: "A row, not a card.", categoryId: "member_feedback" });
  await callAs(request, "admin", `/api/threads/${thread.id}/replies`, { content: "First." });
  await callAs(request, "insider", `/api/threads/${thread.id}/replies`, { content: "Second." });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, "member", "/forum/member_feedback");
  // The rows' script cannot load (the connection lost): the cards stay, and nothing is remembered.
  let offline = true;
  await page.route("**/_next/static/chunks/**", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: "Compact" }).click();
  await expect(page.getByTestId("toast")).toContainText("The compact view could not load. Check your connection and try again.");
  await expect(page.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article", { name: title })).toContainText("Last reply by @insider");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "ff_thread_view")).toBeUndefined();

  offline = false;
  await page.getByRole("button", { name: "Compact" }).click();
  await expect(page.getByRole("button", { name: "Compact" })).toHaveAttribute("aria-pressed", "true");
  const row = page.getByRole("article", { name: title });
  await expect(row.getByRole("list", { name: "Recent repliers" }).getByRole("listitem")).toHaveCount(2);
  await expect(row).toContainText("2 replies");
  await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/thread/${thread.id}`);
  // Ten rows take at most 640 px: each row is at most 64 px high.
  for (const box of await page.getByRole("region", { name: "Latest threads" }).getByRole("article").evaluateAll((rows) => rows.map((element) => element.getBoundingClientRect().height))) {
    expect(box).toBeLessThanOrEqual(64);
  }

  await page.reload();
  await expect(page.getByRole("button", { name: "Compact" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article", { name: title })).toContainText("2 replies");
  // Unlike cards, every compact row of the first page comes in the HTML: they fill the first screen.
  const html = await (await page.request.get("/forum/member_feedback")).text();
  expect(html.match(/<article aria-label=/g)?.length).toBe(await page.getByRole("article").count());
  expect(await page.getByRole("article").count()).toBeGreaterThan(4);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  await page.getByRole("button", { name: "Cards" }).click();
  await expect(page.getByRole("article", { name: title })).toContainText("Last reply by @insider");
});
