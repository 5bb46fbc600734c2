import { expect, test } from "./fixtures";

test("a signed-out visitor is sent to /auth, signs in as a demo account and sees threads", async ({ page }) => {
  await page.goto("/forum");
  await expect(page).toHaveURL(/\/auth\?redirect_url=%2Fforum/);
  await expect(page.getByText("Now Open for Registration")).toBeVisible();

  await page.getByRole("link", { name: /Sign in as member/ }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
  // Threads from the database (other tests add their own, so no particular title is asserted).
  await expect(page.locator('main a[href^="/thread/"]').first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "member", exact: true })).toBeVisible();
});

test("a new username can sign in from the form and signs out again", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Or sign in as a new username").fill(`e2e_${Date.now() % 100000}`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto("/forum");
  await expect(page).toHaveURL(/\/auth/);
});
