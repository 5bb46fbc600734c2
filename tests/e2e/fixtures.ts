import { test as base, expect, type Page } from "@playwright/test";

/** Every test runs offline: requests to anything but the app's own server are refused. */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const appOrigin = new URL(baseURL!).origin;
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.origin === appOrigin || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
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
