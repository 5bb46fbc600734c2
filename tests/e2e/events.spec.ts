import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { callAs, expect, heldBack, signInAs, test } from "./fixtures";

/** Fight night (issue 20): events, pick'em on a phone, staff creating an event and entering a result. */

const unique = () => randomUUID().slice(0, 8);

test("a member finds the upcoming event and saves picks on a phone, then sees the crowd's shares", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, `picker_${unique()}`, "/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  const listed = page.getByRole("article", { name: "Fight Forum 13: Okafor vs Lindqvist" });
  await expect(listed.getByText("No picks yet")).toBeVisible();
  await page.getByRole("link", { name: "Fight Forum 13: Okafor vs Lindqvist" }).click();
  await expect(page.getByRole("heading", { name: "Fight Forum 13: Okafor vs Lindqvist", level: 1 })).toBeVisible();

  // The fight night goes into the member's calendar as a file.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  expect((await download).suggestedFilename()).toBe("fight-forum-fight-forum-13-okafor-vs-lindqvist.ics");

  const main = page.getByRole("article", { name: "Chidi Okafor vs Erik Lindqvist" });
  await expect(main.getByText(/^Picks:/)).toHaveCount(0);
  await main.getByRole("button", { name: "Chidi Okafor" }).click();
  await main.getByRole("combobox").selectOption("ko_tko");
  const second = page.getByRole("article", { name: "Ana Ruiz vs Mia Chen" });
  await second.getByRole("button", { name: "Mia Chen" }).click();
  await expect(page.getByText("2 unsaved picks")).toBeVisible();
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("Picks saved")).toBeVisible();
  await expect(main.getByText(/^Picks: Chidi Okafor \d+%/)).toBeVisible();
  await expect(page.getByRole("article", { name: "Sam Brooks vs Yusuf Demir" }).getByText(/^Picks:/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(main.getByRole("button", { name: "Chidi Okafor" })).toHaveAttribute("aria-pressed", "true");
  await expect(main.getByRole("combobox")).toHaveValue("ko_tko");
  await expect(page.getByText("2 of 4 bouts picked")).toBeVisible();

  // The event's thread, before the event, leads back to the card and the picks, and a pick not
  // saved yet is still there, still unsaved.
  const third = page.getByRole("article", { name: "Sam Brooks vs Yusuf Demir" });
  await third.getByRole("button", { name: "Yusuf Demir" }).click();
  await expect(page.getByText("1 unsaved pick")).toBeVisible();
  await page.getByRole("link", { name: "Open the event thread" }).click();
  await expect(page.getByRole("heading", { name: "Fight Forum 13: Okafor vs Lindqvist: live thread", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Live event: see the card and picks" })).toHaveCount(0);
  await page.getByRole("link", { name: "Event page: the card, picks and results" }).click();
  await expect(page.getByRole("heading", { name: "Fight Forum 13: Okafor vs Lindqvist", level: 1 })).toBeVisible();
  await expect(third.getByRole("button", { name: "Yusuf Demir" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1 unsaved pick")).toBeVisible();
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("3 of 4 bouts picked")).toBeVisible();
  await page.reload();
  await expect(third.getByRole("button", { name: "Yusuf Demir" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("3 of 4 bouts picked")).toBeVisible();

  // The events list says what the member picked of it.
  await page.goto("/events");
  await expect(listed.getByText("You picked 3 of 4 bouts")).toBeVisible();
  await expect(listed.getByText("No picks yet")).toHaveCount(0);
});

test("a shared event link opened signed out goes through sign-in, which names the event, and back to its card", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const events = (await callAs(request, "member", "/api/events?when=upcoming&limit=50")) as { id: string; name: string }[];
  const event = events.find((listed) => listed.name === "Fight Forum 13: Okafor vs Lindqvist")!;

  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect_url=%2Fevents%2F${event.id}$`));
  const shared = page.getByRole("region", { name: event.name });
  await expect(shared).toContainText("Sign in to make your picks for");
  await expect(shared).toContainText("Madison Square Garden, New York. You will come straight back to it.");
  await page.getByRole("link", { name: /Sign in as member/ }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole("heading", { name: event.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: "Chidi Okafor vs Erik Lindqvist" }).getByRole("button", { name: "Chidi Okafor" })).toBeVisible();
});

test("a pick saved after the event has started is refused, and the card turns to its locked view", async ({ page, request }) => {
  const card = {
    name: `Moved Night ${unique()}`,
    venue: "Arena",
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Flyweight", scheduledRounds: 3, red: { name: "Quick Jab" }, blue: { name: "Slow Hook" } }],
  };
  const event = await callAs(request, "admin", "/api/events", card);
  // Without its live stream the page hears of the move only by polling (every 30 s), so the save is
  // what finds the event started, not a streamed update that might come first.
  await page.route(`**/api/events/${event.id}/events`, (route) => route.abort());
  await signInAs(page, `late_${unique()}`, `/events/${event.id}`);
  await page.getByRole("button", { name: "Slow Hook" }).click();
  await expect(page.getByText("1 unsaved pick")).toBeVisible();

  // Staff bring the start forward to a minute ago while the member is still choosing.
  await callAs(request, "admin", `/api/events/${event.id}`, { ...card, startsAt: new Date(Date.now() - 60_000).toISOString(), bouts: event.bouts.map((bout: { id: string }) => ({ ...card.bouts[0], id: bout.id })) }, "PUT");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("Picks not saved")).toBeVisible();
  await expect(page.locator("main header").getByText("Picks are locked: the event has started.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save picks" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Slow Hook" })).toHaveCount(0);
  await expect(page.getByText("LIVE", { exact: true }).first()).toBeVisible();
});

test("staff create an event from the form, enter and correct a result once it is live, and vote in its robbery poll", async ({ page, request }) => {
  const name = `Form Night ${unique()}`;
  await signInAs(page, "admin", "/events");
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Venue").fill("The Apex, Las Vegas");
  await page.getByLabel("Starts at (UTC)").fill("2030-06-01T22:00");
  const bout = page.getByRole("listitem", { name: "Bout 1" });
  await bout.getByLabel("Weight class").fill("Lightweight");
  await bout.getByLabel("Red corner", { exact: true }).fill("Red Star");
  await bout.getByLabel("Red corner's member (optional)").fill("fighter");
  await bout.getByLabel("Blue corner", { exact: true }).fill("Blue Moon");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Upcoming", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Red Star" })).toHaveAttribute("href", "/user/fighter");

  const live = await callAs(request, "admin", "/api/events", {
    name: `Live Night ${unique()}`,
    venue: "Arena",
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Welterweight", scheduledRounds: 3, red: { name: "Early Bird" }, blue: { name: "Night Owl" } }],
  });
  await page.goto(`/events/${live.id}`);
  await expect(page.getByText("LIVE", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Picks are locked: the event has started.")).toBeVisible();
  const form = page.getByRole("form", { name: "Result of Early Bird vs Night Owl" });
  await form.getByLabel("Outcome").selectOption("blue");
  await form.getByLabel("Method").selectOption("ko_tko");
  await form.getByLabel("Round").selectOption("2");
  await form.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Result: Night Owl by KO/TKO, round 2")).toBeVisible();

  // Corrected to a decision: the robbery poll opens, and a paid member votes once.
  await form.getByLabel("Method").selectOption("decision");
  await expect(form.getByLabel("Round")).toHaveCount(0);
  await form.getByRole("button", { name: "Correct result" }).click();
  await expect(page.getByText("Result: Night Owl by decision")).toBeVisible();
  const poll = page.getByRole("region", { name: "Robbery poll" });
  await poll.getByRole("button", { name: "Robbery" }).click();
  await expect(poll.getByText("You voted: robbery.")).toBeVisible();
  await expect(poll.getByText("Yes 1 · No 0 (1 vote)")).toBeVisible();

  await page.getByRole("link", { name: "Join the live thread" }).click();
  await expect(page.getByRole("link", { name: "Live event: see the card and picks" })).toBeVisible();
});

/** An event that started a minute ago, its one bout won by decision: its robbery poll is open. */
async function decidedEvent(request: APIRequestContext, name: string) {
  const event = await callAs(request, "admin", "/api/events", {
    name,
    venue: "Arena",
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Bantamweight", scheduledRounds: 3, red: { name: "Close Call" }, blue: { name: "Fair Share" } }],
  });
  const boutId: string = event.bouts[0].id;
  await callAs(request, "admin", `/api/events/${event.id}/results`, { results: [{ boutId, outcome: "red", method: "decision" }] });
  return { event, boutId };
}

test("on a phone, a member ranks their picks against the members they follow on the event's board", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const [viewer, friend, stranger] = [`boardme_${unique()}`, `boardfriend_${unique()}`, `boardstranger_${unique()}`];
  const card = {
    name: `Friends Night ${unique()}`,
    venue: "Arena",
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Welterweight", scheduledRounds: 5, red: { name: "Sure Thing" }, blue: { name: "Long Shot" } }],
  };
  const event = await callAs(request, "admin", "/api/events", card);
  const boutId: string = event.bouts[0].id;
  for (const member of [viewer, friend, stranger]) await callAs(request, member, `/api/events/${event.id}/picks`, { picks: [{ boutId, winner: "red" }] });
  const { id: friendId } = await callAs(request, friend, "/api/users/me");
  await callAs(request, viewer, `/api/users/${friendId}/follow`, {}, "PUT");
  await callAs(request, "admin", `/api/events/${event.id}`, { ...card, startsAt: new Date(Date.now() - 60_000).toISOString(), bouts: [{ ...card.bouts[0], id: boutId }] }, "PUT");
  await callAs(request, "admin", `/api/events/${event.id}/results`, { results: [{ boutId, outcome: "red", method: "decision" }] });

  await signInAs(page, viewer, `/events/${event.id}`);
  const board = page.getByRole("region", { name: "Best pickers" });
  await expect(board.getByRole("link", { name: stranger })).toBeVisible();
  const followingBoard = board.getByRole("button", { name: "You and who you follow" });
  await expect(board.getByRole("button", { name: "Everyone" })).toHaveAttribute("aria-pressed", "true");
  await followingBoard.click();
  await expect(followingBoard).toHaveAttribute("aria-pressed", "true");
  await expect(board.getByRole("link", { name: friend })).toBeVisible();
  await expect(board.getByRole("listitem").filter({ hasText: "You" })).toContainText(viewer);
  await expect(board.getByRole("link", { name: stranger })).toHaveCount(0);
  await expect(board.getByRole("listitem")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a robbery vote already cast in another tab is refused, and the poll then shows that vote", async ({ page, request }) => {
  const { event, boutId } = await decidedEvent(request, `Split Night ${unique()}`);
  await signInAs(page, "member", `/events/${event.id}`);
  const poll = page.getByRole("region", { name: "Robbery poll" });
  await expect(poll.getByRole("button", { name: "Fair decision" })).toBeEnabled();

  await callAs(request, "member", `/api/events/${event.id}/bouts/${boutId}/robbery`, { robbery: true });
  await poll.getByRole("button", { name: "Fair decision" }).click();
  await expect(page.getByText("You have already voted in this robbery poll.")).toBeVisible();
  await expect(poll.getByText("You voted: robbery.")).toBeVisible();
  await expect(poll.getByText("Yes 1 · No 0 (1 vote)")).toBeVisible();
});

/** An event an hour off with one bout, and `member` on its page having saved a pick of its red corner. */
async function pickedEvent(page: Page, request: APIRequestContext, { name, member, red, blue }: { name: string; member: string; red: string; blue: string }) {
  const card = {
    name,
    venue: "Arena",
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    bouts: [{ segment: "main_card", weightClass: "Middleweight", scheduledRounds: 3, red: { name: red }, blue: { name: blue } }],
  };
  const event = await callAs(request, "admin", "/api/events", card);
  await signInAs(page, member, `/events/${event.id}`);
  await page.getByRole("button", { name: red }).click();
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 of 1 bouts picked")).toBeVisible();
  return { card, event, boutId: event.bouts[0].id as string };
}

test("an open event page locks its picks at the start time and shows each result as staff enter it, without a reload", async ({ page, request }) => {
  const member = `watcher_${unique()}`;
  const { card, event, boutId } = await pickedEvent(page, request, { name: `Open Page Night ${unique()}`, member, red: "Iron Will", blue: "Glass Jaw" });

  // Staff bring the start forward to a few seconds from now: the open page learns it, and locks when it comes.
  await callAs(request, "admin", `/api/events/${event.id}`, { ...card, startsAt: new Date(Date.now() + 3_000).toISOString(), bouts: [{ ...card.bouts[0], id: boutId }] }, "PUT");
  await expect(page.locator("main header").getByText("Picks are locked: the event has started.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save picks" })).toHaveCount(0);
  await expect(page.getByText("Your pick: Iron Will")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your place" }), "no place before a result").toHaveCount(0);

  // The member's points are read after the result arrives: until they are, none are shown (not the old ones).
  const picksRead = heldBack();
  await page.route(`**/api/events/${event.id}/picks`, async (route) => {
    await picksRead.held;
    await route.continue();
  });
  await callAs(request, "admin", `/api/events/${event.id}/results`, { results: [{ boutId, outcome: "red", method: "submission", round: 2 }] });
  await expect(page.getByText("Result: Iron Will by submission, round 2")).toBeVisible();
  await expect(page.getByText(/for your pick/)).toHaveCount(0);
  picksRead.release();
  await expect(page.getByText("+1 for your pick")).toBeVisible();
  const ownRow = page.getByRole("region", { name: "Best pickers" }).getByRole("listitem").filter({ hasText: member });
  await expect(ownRow).toContainText("You");
  await expect(ownRow).toContainText("1 pt");
  await expect(ownRow).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("region", { name: "Your place" })).toHaveText("Your place#1 of 1 member who picked, with 1 point");
});

test("a picker is told their points and place by the bell when staff end the event, and the notice opens the event", async ({ page, request }) => {
  const name = `Last Bell Night ${unique()}`;
  const { card, event, boutId } = await pickedEvent(page, request, { name, member: `lastbell_${unique()}`, red: "Steady Hands", blue: "Wild Swing" });
  const started = { ...card, startsAt: new Date(Date.now() - 60_000).toISOString(), bouts: [{ ...card.bouts[0], id: boutId }] };
  await callAs(request, "admin", `/api/events/${event.id}`, started, "PUT");
  await callAs(request, "admin", `/api/events/${event.id}/results`, { results: [{ boutId, outcome: "red", method: "decision" }] });
  await page.goto("/forum");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  await callAs(request, "admin", `/api/events/${event.id}`, { ...started, ended: true }, "PUT");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const notice = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: name });
  await expect(notice).toContainText(`${name} is over: your picks scored 1 point, #1 of 1 member who picked.`);
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});

test("a result entered after the page was rendered, before its stream opened, shows with the member's points", async ({ page, request }) => {
  const { card, event, boutId } = await pickedEvent(page, request, { name: `Slow Link Night ${unique()}`, member: `slowlink_${unique()}`, red: "Early Bird", blue: "Late Riser" });
  await callAs(request, "admin", `/api/events/${event.id}`, { ...card, startsAt: new Date(Date.now() - 60_000).toISOString(), bouts: [{ ...card.bouts[0], id: boutId }] }, "PUT");

  const streamOpens = heldBack();
  await page.route(`**/api/events/${event.id}/events`, async (route) => {
    await streamOpens.held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText("Your pick: Early Bird")).toBeVisible();
  await expect(page.getByText(/^Result:/)).toHaveCount(0);
  await callAs(request, "admin", `/api/events/${event.id}/results`, { results: [{ boutId, outcome: "red", method: "ko_tko", round: 1 }] });
  streamOpens.release();
  await expect(page.getByText("Result: Early Bird by KO/TKO, round 1")).toBeVisible();
  await expect(page.getByText(/^\+\d+ for your pick/)).toBeVisible();
});

test("an open event page follows a robbery poll's tally as members vote, without reading the member's picks again", async ({ page, request }) => {
  const { event, boutId } = await decidedEvent(request, `Tally Night ${unique()}`);
  const streamOpened = page.waitForResponse((response) => response.url().includes(`/api/events/${event.id}/events`));
  await signInAs(page, "fan", `/events/${event.id}`);
  const poll = page.getByRole("region", { name: "Robbery poll" });
  await expect(poll.getByText("Yes 0 · No 0 (0 votes)")).toBeVisible();
  await streamOpened;
  let picksReads = 0;
  page.on("request", (sent) => {
    if (sent.url().includes(`/api/events/${event.id}/picks`)) picksReads += 1;
  });

  const vote = (as: string, robbery: boolean) => callAs(request, as, `/api/events/${event.id}/bouts/${boutId}/robbery`, { robbery });
  await vote("insider", true);
  await expect(poll.getByText("Yes 1 · No 0 (1 vote)")).toBeVisible();
  // The next votes of the following seconds come together, at the end of them.
  await vote("mod", false);
  await vote("fighter", true);
  await expect(poll.getByText("Yes 2 · No 1 (3 votes)")).toBeVisible();
  expect(picksReads).toBe(0);
});
