import { expect, test, signInAs } from "./fixtures";

import type { Page } from "@playwright/test";

const toast = (page: Page) => page.getByTestId("toast");

/** What the header's "Manage Subscription" does; repeated until the page has hydrated and listens. */
async function openSubscriptionModal(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Your Subscription" });
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("fightforum:open-modal", { detail: "subscription" })));
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

test("a free member upgrades with a promo code round trip and a card, and is on the Basic plan", async ({ page }) => {
  const username = `e2e_pay_${Date.now() % 1_000_000}`;
  await signInAs(page, username, "/checkout");

  const plan = page.getByRole("region", { name: "Basic plan" });
  await expect(plan).toContainText("$5.00/month");
  await expect(plan).toContainText("Due today$5.00");
  await expect(page.getByText(/Test mode/)).toBeVisible();

  const promo = page.getByLabel("Promo code");
  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await promo.fill("NOTACODE");
  await apply.click();
  await expect(toast(page)).toContainText("Invalid Promo Code");

  await promo.fill("fightyear");
  await apply.click();
  await expect(toast(page)).toContainText("Promo Code Applied!");
  await expect(page.getByText("FIGHTYEAR", { exact: true })).toBeVisible();
  await expect(plan).toContainText("Due today$0.00");
  await expect(plan).toContainText("Then $5.00/month after 12 months.");

  await page.getByRole("button", { name: "Remove promo code FIGHTYEAR" }).click();
  await expect(toast(page)).toContainText("Promo Code Removed");
  await expect(page.getByLabel("Promo code")).toBeVisible();

  await page.getByLabel("E-mail for your receipt").fill(`${username}@example.com`);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Start Subscription" }).click();
  await expect(toast(page)).toContainText("Payment Error");
  await expect(toast(page)).toContainText("Your card was declined.");
  // Still said beside the card field once the toast has gone.
  const declined = page.getByRole("region", { name: "Payment" }).getByRole("alert");
  await expect(declined).toHaveText("Your card was declined.");
  await expect(toast(page)).toBeHidden();
  await expect(declined).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Start Subscription" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for subscribing!" })).toBeVisible();
  await expect(page).toHaveURL(/\/return\?session_id=cs_test_/);

  await expect
    .poll(async () => (await (await page.request.get(`/api/users/clerk/user_dev_${username}`)).json()).planType)
    .toBe("BASIC");

  await page.getByRole("link", { name: "Go to Forum" }).click();
  await expect(page).toHaveURL(/\/forum$/);

  // The new member can now reply.
  await page.locator('main article a[href^="/thread/"]').first().click();
  await page.getByLabel("Your reply").fill("First reply on the Basic plan");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(toast(page)).toContainText("Your reply has been posted");
  await expect(page.getByText("First reply on the Basic plan")).toBeVisible();
  await page.goto("/forum");

  const modal = await openSubscriptionModal(page);
  await expect(modal.getByText("Status: active")).toBeVisible();
  await modal.getByRole("button", { name: "Manage Billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing portal" })).toBeVisible();
});

test("the subscription modal offers free members the upgrade and paid members their billing", async ({ page }) => {
  await signInAs(page, "fan", "/forum");
  const dialog = await openSubscriptionModal(page);
  await expect(dialog.getByText("You are on the Free plan.")).toBeVisible();
  await expect(dialog.getByText(/Launch promo: a whole FREE YEAR with code FIGHTYEAR/)).toBeVisible();
  await dialog.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // A member on the Basic plan given by hand has no Stripe customer to bill.
  await signInAs(page, "member", "/forum");
  await openSubscriptionModal(page);
  await expect(dialog.getByText("Basic plan")).toBeVisible();
  await dialog.getByRole("button", { name: "Manage Billing" }).click();
  await expect(toast(page)).toContainText("Unable to access billing. Please contact support.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("on a phone, the advertised free year is claimed at checkout in one tap and the price after it is shown", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, `e2e_year_${Date.now() % 1_000_000}`, "/checkout");
  const plan = page.getByRole("region", { name: "Basic plan" });
  await expect(plan).toContainText("Due today$5.00");
  await page.getByRole("button", { name: "Claim free year" }).click();
  await expect(toast(page)).toContainText("Promo Code Applied!");
  await expect(page.getByText("FIGHTYEAR", { exact: true })).toBeVisible();
  await expect(plan).toContainText("Due today$0.00");
  await expect(plan).toContainText("Then $5.00/month after 12 months.");
  await expect(page.getByRole("button", { name: "Claim free year" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

