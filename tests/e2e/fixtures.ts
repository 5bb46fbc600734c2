import { test as base, expect, type Page } from "@playwright/test";

/** The local Stripe fake `npm test` runs: its Stripe.js stand-in and billing portal load in the browser. */
const stripeFakeOrigin = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL).origin : null;

/** Every test runs offline: requests to anything but the app's own server (and the Stripe fake) are refused. */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const appOrigin = new URL(baseURL!).origin;
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      const local = url.origin === appOrigin || url.origin === stripeFakeOrigin;
      if (local || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
      return route.abort("blockedbyclient");
    });
    await use(page);
  },
});

export { expect };

/** Signs in through the development sign-in and lands on `path`. */
export async function signInAs(page: Page, username: string, path = "/forum") {
  await page.goto(`/api/dev/login?as=${username}&redirect_url=${encodeURIComponent(path)}`);
}
