import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import { axeOf, callAs, expect, signInAs, test } from "./fixtures";

/**
 * The main pages, signed in as a paid member (the landing page signed out): no serious or critical
 * axe violations at 1280 or 360 px, no hydration mismatch, no horizontal scroll at 360 px. With
 * E2E_SCREENSHOTS=1, screenshots at both widths for review (written to test-results/screenshots):
 * full-page screenshots took a sixth of the browser tests' time on this 2-core machine, for files
 * nobody reads in CI.
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

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS === "1" ? "test-results/screenshots" : null;

// Each page is only loaded here: a hydration mismatch is the page's own.
test.use({ failOnHydrationMismatch: true });

async function seededThreadId(request: APIRequestContext) {
  const pinned = (await callAs(request, "member", "/api/threads/general?pinned=true&sort=recent")) as { id: string }[];
  expect(pinned.length, "the seed pins a general thread").toBeGreaterThan(0);
  return pinned[0].id;
}

/** The seed's upcoming event (its card takes picks). */
async function seededEventId(request: APIRequestContext) {
  const events = (await callAs(request, "member", "/api/events?when=upcoming")) as { id: string; name: string }[];
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
  test(`${name} page: accessible, fits 360 px`, async ({ page, request }) => {
    if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });
    let target = path.includes("{seededThread}") ? path.replace("{seededThread}", await seededThreadId(request)) : path;
    if (target.includes("{seededEvent}")) target = target.replace("{seededEvent}", await seededEventId(request));

    await page.setViewportSize({ width: 1280, height: 900 });
    // Signing in lands on the page itself. Checkout needs a member who can still upgrade.
    const response = signedIn ? await signInAs(page, name === "checkout" ? `axe_${Date.now() % 100000}` : (as ?? "member"), target) : await page.goto(target);
    if (status) expect(response?.status(), `${target} answers`).toBe(status);
    else expect(response?.status(), `${target} answers`).toBeLessThan(400);
    await page.waitForLoadState("load");
    await ready?.(page);
    expect(await seriousViolations(page), `${name}: serious or critical accessibility violations at 1280 px`).toEqual([]);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(target);
    await page.waitForLoadState("load");
    await ready?.(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name}: horizontal scroll at 360 px`).toBeLessThanOrEqual(0);
    // A phone lays some parts out otherwise: a wide table in a region that scrolls sideways.
    expect(await seriousViolations(page), `${name}: serious or critical accessibility violations at 360 px`).toEqual([]);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-360.png`, fullPage: true });
  });
}
