import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, heldBack, loseFirstAnswers, signInAs, test } from "./fixtures";

const unique = () => randomUUID().slice(0, 8);

interface CreatedThread {
  id: string;
  title: string;
}

/** A thread written through the API by whoever `request` is signed in as. */
async function createThread(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<CreatedThread> {
  const response = await request.post("/api/threads", {
    data: { title: `Thread page ${unique()}`, content: "Who takes it and how?", categoryId: "member_feedback", ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function postReply(request: APIRequestContext, threadId: string, content: string, parentReplyId?: string): Promise<{ id: string }> {
  const response = await request.post(`/api/threads/${threadId}/replies`, { data: { content, parentReplyId } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** An API client of its own (the page stays as it is) signed in as `username`. */
async function signedInRequest(playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } }, baseURL: string, username: string) {
  const request = await playwright.request.newContext({ baseURL });
  await request.get(`/api/dev/login?as=${username}&redirect_url=/forum`);
  return request;
}

const replyItem = (page: Page, replyId: string) => page.locator(`[id="reply-${replyId}"]`);
const replyWithText = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });
const leftEdge = async (locator: Locator) => (await locator.boundingBox())!.x;

test("a paid member answers a reply and sees the answer indented under it", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const parent = await postReply(page.request, thread.id, "Takedowns decide this one.");
  await page.goto(`/thread/${thread.id}`);

  await replyItem(page, parent.id).getByRole("button", { name: "Reply to @member" }).click();
  const form = page.getByLabel("Your reply");
  await expect(form).toBeFocused();
  await expect(page.getByText("Replying to @member", { exact: true })).toBeVisible();
  await form.fill("Only if he can keep it there.");
  await page.getByRole("button", { name: "Post Reply" }).click();

  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  const answer = replyWithText(page, "Only if he can keep it there.");
  await expect(answer).toHaveAttribute("data-level", "1");
  await expect(answer).toContainText("replying to @member");
  expect(await leftEdge(answer)).toBeGreaterThan(await leftEdge(replyItem(page, parent.id)));
  await expect(form).toHaveValue("");
  await expect(page.getByText("Replying to @member", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Replies (2)" })).toBeVisible();
});

test("a reply being written survives a reload with the reply it answers, stays in its own thread, and is gone once posted", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const other = await createThread(page.request);
  const parent = await postReply(page.request, thread.id, "Cardio wins the later rounds.");
  await page.goto(`/thread/${thread.id}`);

  await replyItem(page, parent.id).getByRole("button", { name: "Reply to @member" }).click();
  const form = page.getByLabel("Your reply");
  await form.fill("Only if the pace stays high.");
  await page.reload();
  await expect(form).toHaveValue("Only if the pace stays high.");
  await expect(page.getByText("Replying to @member", { exact: true })).toBeVisible();

  await page.goto(`/thread/${other.id}`);
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeEnabled();
  await expect(form).toHaveValue("");
  await expect(page.getByText("Replying to @member", { exact: true })).toHaveCount(0);

  await page.goto(`/thread/${thread.id}`);
  await expect(form).toHaveValue("Only if the pace stays high.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  await expect(replyWithText(page, "Only if the pace stays high.")).toHaveAttribute("data-level", "1");
  await page.reload();
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeEnabled();
  await expect(form).toHaveValue("");
  await expect(page.getByText("Replying to @member", { exact: true })).toHaveCount(0);
});

/** A new thread's page, loaded and hydrated for a paid member, its author. */
async function openNewThread(page: Page) {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeEnabled();
  return thread;
}

/** The scripts the page asks for from now on (what loads on demand: the reply form's), held back until `release()`. */
async function holdLaterScripts(page: Page) {
  const gate = heldBack();
  const requested: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    requested.push(route.request().url());
    await gate.held;
    await route.continue();
  });
  return { requested, release: gate.release };
}

test("the reply form loads as a member starts writing: what they type meanwhile, an @mention included, is kept", async ({ page }) => {
  await openNewThread(page);
  const scripts = await holdLaterScripts(page);

  const box = page.getByLabel("Your reply");
  await box.click();
  await box.pressSequentially("Body shots first, ask @insi");
  await expect.poll(() => scripts.requested.length, { message: "the form is asked for once the member reaches for it" }).toBeGreaterThan(0);
  // The stand-in: no @mention suggestions until the editor has loaded.
  await expect(box).not.toHaveAttribute("aria-autocomplete", "list");
  await expect(box).toHaveValue("Body shots first, ask @insi");

  scripts.release();
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  await page.getByRole("listbox", { name: "Members to mention" }).getByRole("option", { name: "@insider", exact: true }).click();
  await expect(box).toHaveValue("Body shots first, ask @insider ");
  await expect(box).toBeFocused();
  await box.press("Control+Enter");
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  await expect(replyWithText(page, "Body shots first, ask @insider")).toBeVisible();
});

test("Post Reply pressed before the reply form has loaded posts the reply once it has", async ({ page }) => {
  await openNewThread(page);
  const scripts = await holdLaterScripts(page);

  await page.getByLabel("Your reply").fill("Posted before the form was there.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);

  scripts.release();
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  await expect(replyWithText(page, "Posted before the form was there.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveValue("");
});

test("Post Reply held down while the reply form loads still posts when released", async ({ page }) => {
  await openNewThread(page);
  const scripts = await holdLaterScripts(page);

  const box = page.getByLabel("Your reply");
  await box.fill("Pressed as the form arrived.");
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  const postReply = page.getByRole("button", { name: "Post Reply" });
  await postReply.scrollIntoViewIfNeeded();
  const button = await postReply.boundingBox();
  await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
  await page.mouse.down();
  // The form's scripts arrive and run while the button is held (two frames to render what they
  // brought): before the fix, the form took the pressed button's place and the release clicked nothing.
  const arrived = Promise.all(scripts.requested.map((url) => page.waitForResponse(url)));
  scripts.release();
  await arrived;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  await expect(replyWithText(page, "Pressed as the form arrived.")).toBeVisible();
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
});

test("a reply form that cannot load keeps what was typed and loads on Try again", async ({ page }) => {
  await openNewThread(page);
  // The connection is lost as the form is asked for (the bundler's own second try included).
  let offline = true;
  await page.route("**/_next/static/chunks/**", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));

  const box = page.getByLabel("Your reply");
  await box.fill("Written on a train.");
  const failure = page.getByRole("alert").filter({ hasText: "The reply form could not load. Check your connection and try again." });
  await expect(failure).toBeVisible();
  await expect(box).toHaveValue("Written on a train.");

  offline = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  await expect(box).toHaveValue("Written on a train.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
});

test("a dialog that cannot load says so, leaves the page as it was, and loads on Try again once the connection is back", async ({ page }) => {
  const thread = await openNewThread(page);
  let offline = true;
  await page.route("**/_next/static/chunks/**", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));

  const deleteThread = page.getByRole("button", { name: "Delete", exact: true });
  await deleteThread.click();
  const failure = page.getByRole("alert").filter({ hasText: "This could not load. Check your connection and try again." });
  await expect(failure).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: thread.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Like (0)", exact: true })).toBeVisible();
  // Dismiss closes the dialog that could not open: Delete asks for it again.
  await failure.getByRole("button", { name: "Dismiss" }).click();
  await expect(failure).toHaveCount(0);
  await deleteThread.click();
  await expect(failure).toBeVisible();

  offline = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toHaveCount(0);
  const dialog = page.getByRole("dialog", { name: "Delete Thread" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: thread.title })).toBeVisible();
});

test("on the thread page, the replies count leads down to the replies", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member");
  const longRead = Array.from({ length: 30 }, (_, index) => `- Round ${index + 1}: jab, cross, low kick.`).join("\n");
  const thread = await createThread(page.request, { content: longRead });
  await postReply(page.request, thread.id, "Great breakdown.");
  await page.goto(`/thread/${thread.id}`);

  const heading = page.getByRole("heading", { name: "Replies (1)" });
  await expect(heading).not.toBeInViewport();
  await page.getByRole("link", { name: "Replies (1)" }).click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}#replies$`));
  await expect(heading).toBeInViewport();
});

test("a member edits a reply they just posted on a phone: Escape keeps the text, Save shows the new one as edited", async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const insider = await signedInRequest(playwright, baseURL!, "insider");
  const theirs = await postReply(insider, thread.id, "Not yours to edit.");
  await insider.dispose();
  await page.goto(`/thread/${thread.id}`);
  await expect(replyItem(page, theirs.id).getByRole("button", { name: "Like reply (0)", exact: true })).toBeEnabled();
  await expect(replyItem(page, theirs.id).getByRole("button", { name: "Edit reply" })).toHaveCount(0);

  await page.getByLabel("Your reply").fill("Leg kicks all night.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  const mine = page.getByRole("article", { name: "Reply by member" }).filter({ hasText: "Leg kicks all night." });

  await mine.getByRole("button", { name: "Edit reply" }).click();
  const form = page.getByRole("form", { name: "Edit reply" });
  await expect(form.getByRole("textbox")).toBeFocused();
  await form.getByRole("textbox").fill("Changed my mind");
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(mine).toContainText("Leg kicks all night.");
  await expect(mine.getByRole("button", { name: "Edit reply" })).toBeFocused();

  await mine.getByRole("button", { name: "Edit reply" }).click();
  await form.getByRole("textbox").fill("Leg kicks **and** body shots all night.");
  // The first save is refused (the hour ran out meanwhile, say): the message shows and the form keeps the text.
  const refusal = { error: "EDIT_WINDOW_CLOSED", code: "EDIT_WINDOW_CLOSED", message: "Posts can only be edited within the first 1 hour after they're published" };
  await page.route("**/api/replies/*", (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 403, json: refusal }) : route.fallback()), { times: 1 });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: refusal.message })).toBeVisible();
  await expect(form.getByRole("textbox")).toHaveValue("Leg kicks **and** body shots all night.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Reply edited successfully" })).toBeVisible();
  const edited = page.getByRole("article", { name: "Reply by member" }).filter({ hasText: "Leg kicks and body shots all night." });
  await expect(edited).toContainText("edited");
  await expect(edited.getByRole("button", { name: "Edit reply" })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(edited).toContainText("edited");
  await expect(edited.locator("strong")).toHaveText("and");
});

test("Ctrl+Enter posts a reply, and an empty one is refused", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  await expect(page.getByText("No replies yet. Be the first to reply!")).toBeVisible();

  const form = page.getByLabel("Your reply");
  await form.fill("   ");
  await form.press("Control+Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Reply cannot be empty" })).toBeVisible();

  await form.fill("First! Posted from the keyboard.");
  await form.press("Control+Enter");
  await expect(page.getByTestId("toast")).toContainText("Your reply has been posted");
  await expect(replyWithText(page, "First! Posted from the keyboard.")).toHaveAttribute("data-level", "0");
  await expect(page.getByText("No replies yet. Be the first to reply!")).toHaveCount(0);
});

test("on a phone, a reply whose answer was lost is posted once when the member sends it again", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  await expect(page.getByText("No replies yet. Be the first to reply!")).toBeVisible();

  // The first request reaches the server, which posts the reply; its answer never reaches the phone.
  await loseFirstAnswers(page, `**/api/threads/${thread.id}/replies`, "POST");
  const text = `Through the tunnel ${unique()}`;
  await page.getByLabel("Your reply").fill(text);
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Failed to post reply");
  await expect(page.getByLabel("Your reply")).toHaveValue(text);

  // Sent again: the server answers with the reply it already has.
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Your reply has been posted" })).toBeVisible();
  await expect(replyWithText(page, text)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Replies (1)" })).toBeVisible();
  const replies = (await (await page.request.get(`/api/threads/${thread.id}/replies`)).json()) as { content: string }[];
  expect(replies.map((reply) => reply.content)).toEqual([text]);

  // A new reply with the same words is a new request.
  await page.getByLabel("Your reply").fill(text);
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(replyWithText(page, text)).toHaveCount(2);
});

test("a member likes another member's reply once and deletes their own after confirming", async ({ page, playwright, baseURL }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const insider = await signedInRequest(playwright, baseURL!, "insider");
  const theirs = await postReply(insider, thread.id, "Industry view: the judges got it right.");
  const mine = await postReply(page.request, thread.id, "I will delete this one.");
  await insider.dispose();
  await page.goto(`/thread/${thread.id}`);

  const ownLike = replyItem(page, mine.id).getByRole("button", { name: "Like reply (0)", exact: true });
  await expect(ownLike).toBeDisabled();
  // It takes the focus all the same, so the keyboard and screen readers reach the reason.
  await expect(ownLike).toHaveAccessibleDescription("You can't like your own reply");
  await ownLike.focus();
  await expect(ownLike).toBeFocused();
  const like = replyItem(page, theirs.id).getByRole("button", { name: /^Like reply/ });
  await like.click();
  await expect(like).toHaveAccessibleName("Like reply (1)");
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toBeDisabled();
  await expect(replyItem(page, theirs.id).getByRole("button", { name: /^Dislike reply/ })).toBeDisabled();

  await replyItem(page, mine.id).getByRole("button", { name: "Delete reply" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete reply" });
  await expect(dialog).toContainText("Are you sure you want to delete this reply? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reply deleted successfully");
  await expect(replyItem(page, mine.id)).toHaveCount(0);
  await page.reload();
  await expect(replyItem(page, theirs.id).getByRole("button", { name: "Like reply (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("a reply delete whose answer was lost, sent again, says the reply is already gone; an answered one stays as [deleted]", async ({ page, playwright, baseURL }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const alone = await postReply(page.request, thread.id, "Nobody answers this one.");
  const answered = await postReply(page.request, thread.id, "This one gets an answer.");
  const insider = await signedInRequest(playwright, baseURL!, "insider");
  const answer = await postReply(insider, thread.id, "Here is the answer.", answered.id);
  await insider.dispose();
  await page.goto(`/thread/${thread.id}`);

  // Each delete reaches the server, which deletes the reply; its answer never reaches the browser.
  await loseFirstAnswers(page, "**/api/replies/*", "DELETE");
  const dialog = page.getByRole("dialog", { name: "Delete reply" });
  const deleteTwice = async (replyId: string) => {
    await replyItem(page, replyId).getByRole("button", { name: "Delete reply" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Failed to delete reply" })).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "This reply has already been deleted." })).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await deleteTwice(alone.id);
  await expect(replyItem(page, alone.id)).toHaveCount(0);
  await deleteTwice(answered.id);
  await expect(replyItem(page, answered.id)).toContainText("[deleted]");
  await expect(replyItem(page, answer.id)).toContainText("Here is the answer.");
  await page.reload();
  await expect(replyItem(page, alone.id)).toHaveCount(0);
  await expect(replyItem(page, answered.id)).toContainText("[deleted]");
});

test("a member votes in a poll and sees the results as percentages", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request, { poll: { question: "Who wins the rematch?", options: ["The champion", "The challenger", "Draw"] } });
  await signInAs(page, `voter_${unique()}`, `/thread/${thread.id}`);

  const poll = page.getByRole("region", { name: "Who wins the rematch?" });
  await expect(poll).toContainText("0 votes");
  await expect(poll).toContainText(/\d+ days? left/);
  await poll.getByRole("button", { name: "The challenger" }).click();

  await expect(page.getByTestId("toast")).toContainText("Your vote has been recorded");
  await expect(poll.getByRole("button")).toHaveCount(0);
  await expect(poll.getByRole("listitem").filter({ hasText: "The challenger" })).toContainText("100%");
  await expect(poll.getByRole("listitem").filter({ hasText: "The challenger" })).toContainText("Your vote");
  await expect(poll.getByRole("listitem").filter({ hasText: "The champion" })).toContainText("0%");
  await expect(poll).toContainText("1 vote");
});

test("the buttons only React handles stay disabled until the page's scripts have run, then work", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request, { poll: { question: "Who wins at the weigh-in?", options: ["Heavier", "Lighter"] } });
  const reply = await postReply(page.request, thread.id, "Weight cuts decide it.");
  await signInAs(page, `early_${unique()}`);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeEnabled();

  const scripts = heldBack();
  await page.route("**/_next/static/**/*.js", async (route) => {
    await scripts.held;
    await route.continue();
  });
  await page.goto(`/thread/${thread.id}`, { waitUntil: "domcontentloaded" });
  const threadLike = page.getByRole("button", { name: "Like (0)", exact: true });
  const replyLike = replyItem(page, reply.id).getByRole("button", { name: "Like reply (0)", exact: true });
  const bookmarkReply = replyItem(page, reply.id).getByRole("button", { name: "Bookmark reply" });
  const pollOption = page.getByRole("region", { name: "Who wins at the weigh-in?" }).getByRole("button", { name: "Heavier" });
  // The server's HTML, before any script: a tap here would do nothing, so the buttons say they are not ready.
  await expect(threadLike).toHaveAttribute("aria-disabled", "true");
  for (const button of [replyLike, bookmarkReply, pollOption]) await expect(button).toBeDisabled();

  scripts.release();
  for (const button of [threadLike, replyLike, bookmarkReply, pollOption]) await expect(button).toBeEnabled();
  await threadLike.click();
  await expect(page.getByRole("button", { name: "Like (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
  await replyLike.click();
  await expect(replyItem(page, reply.id).getByRole("button", { name: "Like reply (1)", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("the reply box waits for the page's scripts, so nothing typed is lost", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const scripts = heldBack();
  await page.route("**/_next/static/**/*.js", async (route) => {
    await scripts.held;
    await route.continue();
  });
  await page.goto(`/thread/${thread.id}`, { waitUntil: "domcontentloaded" });
  // Hydration would put React's empty value over text typed into the server's HTML.
  const box = page.getByLabel("Your reply");
  await expect(box).toBeDisabled();
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeDisabled();

  scripts.release();
  await expect(box).toBeEnabled();
  await box.fill("Typed on a slow phone, still here.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(replyWithText(page, "Typed on a slow phone, still here.")).toBeVisible();
});

test("Back to a thread shows the member's own like on a reply, though live counts arrive while the page reads its replies again", async ({ page, playwright, baseURL }) => {
  const insider = await signedInRequest(playwright, baseURL!, "insider");
  const thread = await createThread(insider);
  const theirs = await postReply(insider, thread.id, "Industry view: the judges got it right.");
  await insider.dispose();
  await signInAs(page, `restore_${unique()}`, `/thread/${thread.id}`);
  const like = replyItem(page, theirs.id).getByRole("button", { name: /^Like reply/ });
  const liked = page.waitForResponse((answer) => answer.url().endsWith(`/api/replies/${theirs.id}/like`) && answer.ok());
  await like.click();
  await liked;
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Member Feedback" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Member Feedback" })).toBeVisible();
  const member = await signedInRequest(playwright, baseURL!, "member");
  expect((await member.post(`/api/replies/${theirs.id}/like`, { data: {} })).status()).toBe(200);
  await member.dispose();

  // Back shows the thread page's earlier render, then its replies as they are now. Their read is
  // held until the live count (two likes) is in: swr drops a read a change overtakes, and the
  // member's own like comes only from a read.
  const read = heldBack();
  let reads = 0;
  await page.route((url) => url.pathname === `/api/threads/${thread.id}/replies`, async (route) => {
    if (reads++ === 0) await read.held;
    await route.fallback();
  });
  await page.goBack();
  const likedTwice = replyItem(page, theirs.id).getByRole("button", { name: "Like reply (2)", exact: true });
  await expect(likedTwice).toBeVisible();
  read.release();
  await expect(likedTwice).toHaveAttribute("aria-pressed", "true");
  expect(reads).toBeGreaterThan(0);
});

test("a link with ?replyId= highlights that reply and then drops the parameter", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await postReply(page.request, thread.id, "An earlier reply.");
  const target = await postReply(page.request, thread.id, "The reply a notification points to.");
  await page.goto(`/thread/${thread.id}?replyId=${target.id}`);

  await expect(replyItem(page, target.id)).toHaveAttribute("data-highlighted", "true");
  await expect(replyItem(page, target.id)).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}$`));
  await expect(replyItem(page, target.id)).not.toHaveAttribute("data-highlighted");
});

test("the first 10 replies come in the page's HTML, the rest of the page renders in the browser 20 at a time, ?replyId= finds them there, and only those near the screen are drawn", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  const replies: { id: string }[] = [];
  // Steps after hydration: 20 more, 20 more, then the last 5.
  for (let round = 1; round <= 55; round++) replies.push(await postReply(page.request, thread.id, `Round by round, ${round}.`));

  const html = await (await page.request.get(`/thread/${thread.id}`)).text();
  expect(html).toContain(`id="reply-${replies[9].id}"`);
  expect(html).not.toContain(`id="reply-${replies[10].id}"`);

  const last = replies[54];
  await page.goto(`/thread/${thread.id}?replyId=${last.id}`);
  await expect(replyItem(page, last.id)).toHaveAttribute("data-highlighted", "true");
  await expect(replyItem(page, last.id)).toBeInViewport();
  await expect(page.getByRole("article", { name: "Reply by member" })).toHaveCount(55);
  const shownIds = await page.locator("li.reply").evaluateAll((items) => items.map((item) => item.id));
  expect(shownIds).toEqual(replies.map((reply) => `reply-${reply.id}`));

  // The browser lays out and paints only the replies near the screen (content-visibility).
  const drawn = (id: string) => replyItem(page, id).getByRole("article").evaluate((article) => article.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(last.id)).toBe(true);
  expect(await drawn(replies[0].id)).toBe(false);
  await replyItem(page, replies[0].id).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(replies[0].id)).toBe(true);
});

test("a moderator locks a thread: the form says replies are closed and the API refuses them", async ({ page }) => {
  await signInAs(page, "mod");
  const thread = await createThread(page.request);
  const own = await postReply(page.request, thread.id, "Posted before the lock.");
  await page.goto(`/thread/${thread.id}`);
  const moderation = page.getByRole("region", { name: "Moderation" });
  await expect(replyItem(page, own.id).getByRole("button", { name: "Edit reply" })).toBeEnabled();

  await moderation.getByRole("button", { name: "Lock" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thread locked");
  await expect(page.getByText("Replies are closed")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveCount(0);
  // Its replies can no longer be edited either (the server refuses with THREAD_LOCKED).
  await expect(replyItem(page, own.id).getByRole("button", { name: "Edit reply" })).toHaveCount(0);
  const refused = await page.request.post(`/api/threads/${thread.id}/replies`, { data: { content: "Sneaking one in." } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "THREAD_LOCKED" });

  await page.reload();
  await expect(page.getByText("Replies are closed")).toBeVisible();
  await moderation.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Your reply")).toBeVisible();
});

test("a moderator pins and deletes a thread from the moderation panel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "mod");
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  const moderation = page.getByRole("region", { name: "Moderation" });

  await moderation.getByRole("button", { name: "Pin" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thread pin status updated.");
  await expect(page.getByText("This post has been pinned by an administrator.")).toBeVisible();

  await moderation.getByRole("button", { name: "Delete Thread" }).click();
  await page.getByRole("dialog", { name: "Delete Thread" }).getByRole("button", { name: "Delete Thread" }).click();
  await expect(page.getByTestId("toast")).toContainText("The thread has been deleted successfully");
  await expect(page).toHaveURL(/\/forum$/);
  expect((await page.request.get(`/api/threads/id/${thread.id}`)).status()).toBe(404);
});

test("a free member is asked to upgrade instead of replying", async ({ page }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await signInAs(page, `free_${unique()}`, `/thread/${thread.id}`);

  await expect(page.getByText("Upgrade to post replies.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/checkout");
});

test("a member whose plan ended while the page was open is offered the upgrade, with no toast", async ({ page, playwright, baseURL }) => {
  const username = `lapsed_${unique()}`;
  await signInAs(page, username);
  const admin = await signedInRequest(playwright, baseURL!, "admin");
  const setPlan = (planType: string) => admin.post("/api/users/update-plan", { data: { clerkUserId: `user_dev_${username}`, planType } });
  expect((await setPlan("BASIC")).status()).toBe(200);
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  expect((await setPlan("FREE")).status()).toBe(200);
  await admin.dispose();

  await page.getByLabel("Your reply").fill("Posting after my plan ended.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog).toContainText("You need to upgrade your plan to access this feature.");
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();
});

test("a member whose session ended is asked to log in to reply", async ({ page, context }) => {
  await signInAs(page, "member");
  const thread = await createThread(page.request);
  await page.goto(`/thread/${thread.id}`);
  await context.clearCookies();

  await page.getByLabel("Your reply").fill("Still there?");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("You need to be logged in to reply")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", `/login?redirect_url=%2Fthread%2F${thread.id}`);
});

test("a signed-out visitor is sent to sign in and comes back to the thread", async ({ page, playwright, baseURL }) => {
  const member = await signedInRequest(playwright, baseURL!, "member");
  const thread = await createThread(member);
  await member.dispose();

  await page.goto(`/thread/${thread.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect_url=%2Fthread%2F${thread.id}$`));
  // The sign-in page says which thread they are about to read.
  const shared = page.getByRole("region", { name: thread.title });
  await expect(shared).toContainText("Sign in to read and reply to");
  await expect(shared).toContainText("by member in");
  await page.getByRole("link", { name: /Sign in as member/ }).click();
  await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: thread.title })).toBeVisible();
});

test("the thread page fits a 360 px wide screen, with deep replies indented no further than level 4", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "member");
  const thread = await createThread(page.request, {
    title: `A long title that wraps across several lines on a phone ${unique()}`,
    poll: { question: "Which round was closest?", options: ["Round one", "Round two"] },
  });
  let parentId: string | undefined;
  const chain: string[] = [];
  for (let level = 0; level <= 5; level++) {
    parentId = (await postReply(page.request, thread.id, `Level ${level} reply with asupercalifragilisticlongword`, parentId)).id;
    chain.push(parentId);
  }
  await page.goto(`/thread/${thread.id}`);
  await expect(replyItem(page, chain[5])).toHaveAttribute("data-level", "5");

  expect(await leftEdge(replyItem(page, chain[4]))).toBeGreaterThan(await leftEdge(replyItem(page, chain[3])));
  expect(await leftEdge(replyItem(page, chain[5]))).toBe(await leftEdge(replyItem(page, chain[4])));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
