import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeOf, expect, signInAs, test } from "./fixtures";

/**
 * The main pages, signed in as a paid member (the landing page signed out): no serious or critical
 * axe violations at 1280 or 360 px, no hydration mismatch, no horizontal scroll at 360 px, and
 * screenshots at both widths for review (written to test-results/screenshots).
 */
const PAGES: { name: string; path: string; signedIn: boolean; as?: string; status?: number; ready?: (page: Page) => Promise<void> }[] = [
  { name: "landing", path: "/auth", signedIn: false },
  { name: "forum", path: "/forum", signedIn: true },
  { name: "thread", path: "/thread/{seededThread}", signedIn: true },
  { name: "profile", path: "/user/member", signedIn: true },
  // The Replies tab reads its list in the browser: measured once it is there.
  {
    name: "profile-replies",
    path: "/user/member?tab=replies",
    signedIn: true,
    ready: (page) => expect(page.getByRole("tabpanel", { name: "Replies" }).getByRole("article").first()).toBeVisible(),
  },
  { name: "followers", path: "/user/fighter/followers", signedIn: true },
  { name: "followed-members", path: "/user/member/following", signedIn: true },
  { name: "rankings", path: "/rankings", signedIn: true },
  { name: "account", path: "/account", signedIn: true },
  { name: "account-fighter", path: "/account", signedIn: true, as: "fighter" },
  { name: "bookmarks", path: "/bookmarks", signedIn: true },
  { name: "messages", path: "/messages", signedIn: true },
  { name: "conversation", path: "/messages/fighter", signedIn: true },
  { name: "following", path: "/following", signedIn: true },
  { name: "notifications", path: "/notifications", signedIn: true },
  { name: "notifications-filtered", path: "/notifications?show=forum", signedIn: true },
  { name: "events", path: "/events", signedIn: true },
  { name: "event", path: "/events/{seededEvent}", signedIn: true },
  { name: "event-form", path: "/events/new", signedIn: true, as: "admin" },
  { name: "earnings", path: "/account?tab=earnings", signedIn: true, as: "fighter" },
  { name: "payouts-admin", path: "/admin/payouts", signedIn: true, as: "admin" },
  { name: "verification-queue", path: "/admin/verification", signedIn: true, as: "admin" },
  { name: "verification-decided", path: "/admin/verification?show=decided", signedIn: true, as: "admin" },
  { name: "fighters", path: "/fighters", signedIn: true },
  { name: "reports-queue", path: "/moderation", signedIn: true, as: "mod" },
  // Results arrive after the page: measured once they are there.
  { name: "search", path: "/search?q=fight", signedIn: true, ready: (page) => expect(page.getByRole("main").getByRole("article").first()).toBeVisible() },
  // The payment form and its promo code row arrive after the page: measured once they are there.
  { name: "checkout", path: "/checkout", signedIn: true, ready: (page) => expect(page.getByLabel("Promo code")).toBeVisible() },
  { name: "terms", path: "/terms", signedIn: false },
  { name: "privacy", path: "/privacy", signedIn: false },
  { name: "not-found", path: "/no-such-page", signedIn: true, status: 404 },
];

const SCREENSHOT_DIR = "test-results/screenshots";

// Each page is only loaded here: a hydration mismatch is the page's own.
test.use({ failOnHydrationMismatch: true });

async function seededThreadId(page: Page) {
  const response = await page.request.get("/api/threads/general?pinned=true&sort=recent");
  const pinned = (await response.json()) as { id: string }[];
  expect(pinned.length, "the seed pins a general thread").toBeGreaterThan(0);
  return pinned[0].id;
}

/** The seed's upcoming event (its card takes picks). */
async function seededEventId(page: Page) {
  const events = (await (await page.request.get("/api/events?when=upcoming")).json()) as { id: string; name: string }[];
  const event = events.find((candidate) => candidate.name.startsWith("Fight Forum 13"));
  expect(event, "the seed has an upcoming event").toBeDefined();
  return event!.id;
}

async function seriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const { name, path, signedIn, as, status, ready } of PAGES) {
  test(`${name} page: accessible, fits 360 px, screenshots`, async ({ page }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Checkout needs a member who can still upgrade.
    if (signedIn) await signInAs(page, name === "checkout" ? `axe_${Date.now() % 100000}` : (as ?? "member"), "/forum");
    let target = path.includes("{seededThread}") ? path.replace("{seededThread}", await seededThreadId(page)) : path;
    if (target.includes("{seededEvent}")) target = target.replace("{seededEvent}", await seededEventId(page));

    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(target);
    if (status) expect(response?.status(), `${target} answers`).toBe(status);
    else expect(response?.status(), `${target} answers`).toBeLessThan(400);
    await page.waitForLoadState("load");
    await ready?.(page);
    expect(await seriousViolations(page), `${name}: serious or critical accessibility violations at 1280 px`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(target);
    await page.waitForLoadState("load");
    await ready?.(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name}: horizontal scroll at 360 px`).toBeLessThanOrEqual(0);
    // A phone lays some parts out otherwise: a wide table in a region that scrolls sideways.
    expect(await seriousViolations(page), `${name}: serious or critical accessibility violations at 360 px`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-360.png`, fullPage: true });
  });
}
