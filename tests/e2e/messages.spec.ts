import { randomUUID } from "node:crypto";
import { callAs, expect, setPlan, signInAs, test } from "./fixtures";

/**
 * Private messages: Message on a profile opens the conversation, an answer arrives live and is read
 * as it shows, /messages lists the conversations; a free member finds it counted in the account
 * menu, reads it and is asked to upgrade to answer, the bell's notice opening the conversation.
 */

const unique = () => randomUUID().slice(0, 8);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a member writes to another from their profile, the answer arrives live, and the inbox shows it read", async ({ page, request }) => {
    const fan = `dmfan_${unique()}`;
    const pro = `dmpro_${unique()}`;
    await Promise.all([setPlan(request, fan, "BASIC"), setPlan(request, pro, "BASIC")]);
    const { id: fanId } = await callAs(request, fan, "/api/users/me");

    await signInAs(page, fan, `/user/${pro}`);
    await page.getByRole("link", { name: "Message", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${pro}$`));
    await expect(page.getByText(`No messages with @${pro} yet. Say hello below.`)).toBeVisible();

    const box = page.getByLabel(`Message @${pro}`);
    const send = page.getByRole("button", { name: "Send", exact: true });
    await send.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Message cannot be empty");
    await box.fill("Great fight last night! https://example.com/highlights.");
    await send.click();
    const conversation = page.getByRole("list", { name: `Messages with @${pro}` });
    await expect(conversation.getByRole("listitem")).toHaveCount(1);
    await expect(conversation.getByRole("listitem")).toContainText("Great fight last night! https://example.com/highlights.");
    // An address is a link that opens elsewhere and tells that site nothing of the page.
    const link = conversation.getByRole("link", { name: "https://example.com/highlights", exact: true });
    await expect(link).toHaveAttribute("href", "https://example.com/highlights");
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
    await expect(box).toHaveValue("");

    // The answer arrives while the page is open, and is read as it shows.
    const read = page.waitForResponse((response) => response.url().endsWith("/messages/read") && response.ok());
    await callAs(request, pro, `/api/users/${fanId}/messages`, { content: "Thanks, see you at the next one" });
    await expect(conversation.getByRole("listitem")).toHaveCount(2);
    await expect(conversation.getByRole("listitem").last()).toContainText("Thanks, see you at the next one");
    await expect(page.getByRole("status").filter({ hasText: `New message from @${pro}` })).toBeAttached();
    await read;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("link", { name: "← All messages" }).click();
    const row = page.getByRole("list", { name: "Your conversations" }).getByRole("link", { name: new RegExp(`@${pro}`) });
    await expect(row).toContainText("Thanks, see you at the next one");
    await expect(row).not.toContainText("Unread");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a free member is told of a message by the account menu and the bell, reads it, and is asked to upgrade to answer", async ({ page, request }) => {
    const free = `dmfree_${unique()}`;
    const writer = `dmwriter_${unique()}`;
    await setPlan(request, writer, "BASIC");
    const { id: freeId } = await callAs(request, free, "/api/users/me");
    await callAs(request, writer, `/api/users/${freeId}/messages`, { content: "Welcome to the forum" });

    // The account menu counts the unread conversations, and leads to them.
    await signInAs(page, free, "/forum");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Messages 1 unread" }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole("list", { name: "Your conversations" }).getByRole("link", { name: new RegExp(`@${writer}`) })).toContainText("Unread");

    await page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click();
    const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: `${writer} sent you a message` });
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/messages/${writer}$`));
    await expect(page.getByText("Welcome to the forum")).toBeVisible();
    await expect(page.getByText("Upgrade to send messages.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByLabel(`Message @${writer}`)).toHaveCount(0);
  });
});

test("a member unsends a message on a phone, and the other member's open conversation shows it unsent at once", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fan = `dmunsend_${unique()}`;
  const pro = `dmunsendpro_${unique()}`;
  await setPlan(request, fan, "BASIC");
  const { id: proId } = await callAs(request, pro, "/api/users/me");
  await callAs(request, fan, `/api/users/${proId}/messages`, { content: "Good luck on Saturday" });
  const regret = await callAs(request, fan, `/api/users/${proId}/messages`, { content: "Your coach is a fraud" });

  // The pro reads the conversation; the fan unsends the second message from their own page.
  await signInAs(page, pro, `/messages/${fan}`);
  const seenByPro = page.getByRole("list", { name: `Messages with @${fan}` }).getByRole("listitem");
  await expect(seenByPro.last()).toContainText("Your coach is a fraud");
  await expect(seenByPro.last().getByRole("button", { name: "Unsend this message" })).toHaveCount(0);
  await callAs(request, fan, `/api/messages/${regret.id}`, {}, "DELETE");
  await expect(seenByPro.last()).toHaveText(new RegExp(`^@${fan} unsent a message`));
  await expect(page.getByText("Your coach is a fraud")).toHaveCount(0);
  await expect(seenByPro.last().getByRole("button", { name: "Report this message" })).toHaveCount(0);

  await signInAs(page, fan, `/messages/${pro}`);
  const mine = page.getByRole("list", { name: `Messages with @${pro}` }).getByRole("listitem");
  await expect(mine.last()).toHaveText(/^You unsent a message/);
  await mine.first().getByRole("button", { name: "Unsend this message" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsend this message?" });
  await expect(dialog).toContainText(`It is removed for you and @${pro}, who will see that a message was unsent.`);
  await dialog.getByRole("button", { name: "Unsend" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.first()).toHaveText(/^You unsent a message/);
  await expect(page.getByText("Good luck on Saturday")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("link", { name: "← All messages" }).click();
  await expect(page.getByRole("list", { name: "Your conversations" }).getByRole("link", { name: new RegExp(`@${pro}`) })).toContainText("You: Message unsent");
});

test("the sender's open conversation marks their message Seen once the member reads it, until that member turns read receipts off on /account", async ({ page, request }) => {
  const fan = `dmseen_${unique()}`;
  const pro = `dmseenpro_${unique()}`;
  await setPlan(request, fan, "BASIC");
  const { id: fanId } = await callAs(request, fan, "/api/users/me");
  const { id: proId } = await callAs(request, pro, "/api/users/me");
  await callAs(request, fan, `/api/users/${proId}/messages`, { content: "Did you catch the weigh-ins?" });

  await signInAs(page, fan, `/messages/${pro}`);
  const mine = page.getByRole("list", { name: `Messages with @${pro}` }).getByRole("listitem");
  await expect(mine.last()).toContainText("Did you catch the weigh-ins?");
  const seen = mine.last().getByText("Seen", { exact: true });
  await expect(seen).toHaveCount(0);
  await callAs(request, pro, `/api/users/${fanId}/messages/read`, {}, "PUT");
  await expect(seen).toBeVisible();
  await page.getByRole("link", { name: "← All messages" }).click();
  const row = page.getByRole("list", { name: "Your conversations" }).getByRole("link", { name: new RegExp(`@${pro}`) });
  await expect(row).toContainText("Seen ·");

  await signInAs(page, pro, "/account");
  const receipts = page.getByRole("switch", { name: "Read receipts" });
  await expect(receipts).toHaveAttribute("aria-checked", "true");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/users/me") && response.request().method() === "PATCH");
  await receipts.click();
  await expect(receipts).toHaveAttribute("aria-checked", "false");
  expect((await saved).status()).toBe(200);

  await signInAs(page, fan, `/messages/${pro}`);
  await expect(mine.last()).toContainText("Did you catch the weigh-ins?");
  await expect(seen).toHaveCount(0);
});

test("a member reports a message they received and blocks its sender there, and a moderator reads that message in the queue and dismisses it", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sender = `dmrude_${unique()}`;
  const recipient = `dmhurt_${unique()}`;
  await Promise.all([setPlan(request, sender, "BASIC"), setPlan(request, recipient, "BASIC")]);
  const { id: recipientId } = await callAs(request, recipient, "/api/users/me");
  await callAs(request, sender, `/api/users/${recipientId}/messages`, { content: "Nice pick" });
  await callAs(request, sender, `/api/users/${recipientId}/messages`, { content: "I know where you train" });

  await signInAs(page, recipient, `/messages/${sender}`);
  const conversation = page.getByRole("list", { name: `Messages with @${sender}` });
  await conversation.getByRole("listitem").filter({ hasText: "I know where you train" }).getByRole("button", { name: "Report this message" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await expect(dialog).toContainText("They read this message only, and its sender is not told who reported it.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose why you are reporting this message");
  await dialog.getByRole("radio", { name: "Harassment, hate or threats" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. The moderators will take a look.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Blocked from the conversation: the form gives way to why, and the button goes.
  await page.getByRole("button", { name: `Block @${sender}` }).click();
  await expect(page.getByText(`Blocked @${sender}`)).toBeVisible();
  await expect(page.getByText("You blocked this member. Unblock them on their profile to send a message.")).toBeVisible();
  await expect(page.getByLabel(`Message @${sender}`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Block @${sender}` })).toHaveCount(0);

  await signInAs(page, "mod", "/moderation");
  const entry = page.getByRole("list", { name: "Reports" }).locator(":scope > li").filter({ has: page.getByRole("article", { name: `Member: @${sender}` }) });
  const notes = entry.getByRole("list", { name: "Notes and messages from the members who reported it" });
  await expect(notes).toContainText(`@${recipient} (Harassment, hate or threats)`);
  await expect(notes.getByRole("figure")).toContainText(`Private message to @${recipient}`);
  await expect(notes.getByRole("figure")).toContainText("I know where you train");
  await expect(entry).not.toContainText("Nice pick");
  await entry.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(entry).toHaveCount(0);
});

test("a pro takes messages only from members they follow, and a fan is told so in place of the form", async ({ page, request }) => {
  const pro = `dmclosed_${unique()}`;
  const fan = `dmfanclosed_${unique()}`;
  await setPlan(request, fan, "BASIC");

  await signInAs(page, pro, "/account");
  const anyone = page.getByRole("region", { name: "Private messages" }).getByRole("radio", { name: /^Anyone on the forum/ });
  const followedOnly = page.getByRole("region", { name: "Private messages" }).getByRole("radio", { name: /^Only members you follow/ });
  await expect(anyone).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/users/me") && response.request().method() === "PATCH");
  await followedOnly.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(followedOnly).toBeChecked();

  await signInAs(page, fan, `/messages/${pro}`);
  await expect(page.getByText("This member only takes messages from members they follow.")).toBeVisible();
  await expect(page.getByLabel(`Message @${pro}`)).toHaveCount(0);

  // The profile says so in place of its Message link, until the pro follows the fan.
  await page.goto(`/user/${pro}`);
  await expect(page.getByText("Takes messages only from members they follow")).toBeVisible();
  await expect(page.getByRole("link", { name: "Message", exact: true })).toHaveCount(0);
  const { id: fanId } = await callAs(request, fan, "/api/users/me");
  await callAs(request, pro, `/api/users/${fanId}/follow`, {}, "PUT");
  await page.reload();
  await expect(page.getByRole("link", { name: "Message", exact: true })).toHaveAttribute("href", `/messages/${pro}`);
  await expect(page.getByText("Takes messages only from members they follow")).toHaveCount(0);
});

test("a member deletes a conversation from their inbox on a phone, and the other member keeps it", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const writer = `dmkeeps_${unique()}`;
  const reader = `dmdeletes_${unique()}`;
  await setPlan(request, writer, "BASIC");
  const { id: readerId } = await callAs(request, reader, "/api/users/me");
  await callAs(request, writer, `/api/users/${readerId}/messages`, { content: "Want to train together?" });

  await signInAs(page, reader, `/messages/${writer}`);
  await expect(page.getByText("Want to train together?")).toBeVisible();
  await page.getByRole("button", { name: "Delete conversation" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this conversation?" });
  await expect(dialog).toContainText(`@${writer} keeps their copy`);
  await dialog.getByRole("button", { name: "Delete conversation" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText(`Your messages with @${writer} are gone from your inbox.`)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`@${writer}`) })).toHaveCount(0);

  await page.goto(`/messages/${writer}`);
  await expect(page.getByText(`No messages with @${writer} yet.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete conversation" })).toHaveCount(0);
  expect((await callAs(request, writer, `/api/users/${readerId}/messages`)).map((message: { content: string }) => message.content)).toEqual(["Want to train together?"]);
});

test("an empty inbox says how to start a conversation", async ({ page }) => {
  await signInAs(page, `dmnew_${unique()}`, "/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByText("No messages yet. Open a member's profile and choose Message to start a conversation.")).toBeVisible();
});
