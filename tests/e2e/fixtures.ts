import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { errorBody, serviceUnavailable } from "@/lib/http/errors";

/** The local Stripe fake `npm test` runs: its Stripe.js stand-in and billing portal load in the browser. */
const stripeFakeOrigin = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL).origin : null;

/** What React reports when the server's HTML and the browser's first render differ (production builds give the error's number only). */
const HYDRATION_ERROR = /Hydration failed|did not match|Minified React error #(418|419|422|423|425)\b/;

interface PageChecks {
  /**
   * Fail on a hydration mismatch too. Tests that only load pages set it (accessibility.spec.ts):
   * there a mismatch is the page's own. Where a test acts on a page that has not finished
   * hydrating (a busy machine), React can report one while it recovers by rendering that part in
   * the browser, which a member never notices.
   */
  failOnHydrationMismatch: boolean;
}

/**
 * Every test runs offline: requests to anything but the app's own server (and the Stripe fake) are
 * refused. A test fails if the page reports a Content Security Policy violation or an error no
 * code caught, and, where it asks, a hydration mismatch.
 */
export const test = base.extend<PageChecks>({
  failOnHydrationMismatch: [false, { option: true }],
  page: async ({ page, baseURL, failOnHydrationMismatch }, provide) => {
    const cspViolations: string[] = [];
    const pageErrors: string[] = [];
    const hydrationMismatches: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on("pageerror", (error) => (HYDRATION_ERROR.test(error.message) ? hydrationMismatches : pageErrors).push(`${error.name}: ${error.message}`));
    const appOrigin = new URL(baseURL!).origin;
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      const local = url.origin === appOrigin || url.origin === stripeFakeOrigin;
      if (local || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
      return route.abort("blockedbyclient");
    });
    await provide(page);
    expect(cspViolations, "Content Security Policy violations").toEqual([]);
    expect(pageErrors, "uncaught errors in the page").toEqual([]);
    if (failOnHydrationMismatch) expect(hydrationMismatches, "hydration mismatches").toEqual([]);
  },
});

export { expect };

/**
 * axe-core on the page, against WCAG 2.1 A and AA, run once in the page itself (`setLegacyMode`).
 * Our pages hold no frame from another origin, which only the default mode reaches: it runs axe in
 * each frame and finishes in a new blank page, about 1.5 s more per check on this machine.
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);

/** Signs in through the development sign-in and lands on `path`. */
export async function signInAs(page: Page, username: string, path = "/forum") {
  return page.goto(`/api/dev/login?as=${username}&redirect_url=${encodeURIComponent(path)}`);
}

/**
 * A gate for held-back network answers: routes await `held`, and the test calls `release()` once it
 * has seen the in-between state (a spinner, upload progress). Waits for a state, never a delay.
 */
export function heldBack() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** Calls the API as `username` with a development token (an unknown username is created as a free member). */
export async function callAs(request: APIRequestContext, username: string, path: string, data?: unknown, method = data === undefined ? "GET" : "POST") {
  const tokenAnswer = await request.post("/api/dev/token", { data: { username } });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** Staff set a member's plan (POST /api/users/update-plan), as the admin; the member is created first if new. */
export async function setPlan(request: APIRequestContext, username: string, planType: "FREE" | "BASIC") {
  const { externalId } = await callAs(request, username, `/api/users/username/${username}`);
  await callAs(request, "admin", "/api/users/update-plan", { clerkUserId: externalId, planType });
}

/**
 * A live stream (`url`, a route pattern) the server refuses with 503, as during a deploy or an
 * outage, until `serve()`; counts the refusals and the streams let through. Requests that
 * `passesThrough` picks (a page's polls) go on, counted apart.
 */
export async function refusedStream(page: Page, url: string, passesThrough: (url: URL) => boolean = () => false) {
  const counts = { refused: 0, opened: 0, passedThrough: 0 };
  let refusing = true;
  await page.route(url, (route) => {
    if (passesThrough(new URL(route.request().url()))) {
      counts.passedThrough += 1;
      return route.continue();
    }
    if (!refusing) {
      counts.opened += 1;
      return route.continue();
    }
    counts.refused += 1;
    const unavailable = serviceUnavailable();
    return route.fulfill({ status: unavailable.status, json: errorBody(unavailable) });
  });
  return {
    counts,
    serve: () => {
      refusing = false;
    },
  };
}

/**
 * Waits for `check`'s value while moving the page's clock (`page.clock.install()`) on `stepMs` at a
 * time: a page acts on what it heard a moment after the server sent it, and only then sets its
 * next timer, so one jump right after the server's answer can come too early.
 */
export function withClockSteps(page: Page, stepMs: number, check: () => number | Promise<number>) {
  return expect.poll(async () => {
    await page.clock.fastForward(stepMs);
    return check();
  });
}

/**
 * The connection drops after the server did the work: the first `method` request to each address
 * matching `url` reaches the server, and its answer never reaches the browser. Later ones go through.
 */
export async function loseFirstAnswers(page: Page, url: string, method: string) {
  const lost = new Set<string>();
  await page.route(url, async (route) => {
    const address = route.request().url();
    if (route.request().method() !== method || lost.has(address)) return route.continue();
    lost.add(address);
    await route.fetch();
    await route.abort("connectionreset");
  });
}
