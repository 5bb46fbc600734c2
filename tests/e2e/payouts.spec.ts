import type { Page } from "@playwright/test";
import { addMonths, monthLabel, monthOf } from "@/lib/payouts/month";
import { expect, signInAs, test } from "./fixtures";

/**
 * Fighter payouts in the browser: an admin reads the seeded closed month and closes another from
 * /admin/payouts; the demo fighter connects a payout account from the Earnings tab, through the Stripe
 * fake's onboarding page, and sees the seeded month's payout go out.
 */

const lastMonth = addMonths(monthOf(new Date()), -1);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("an admin reads last month's closed statement, exports it and closes an earlier month after confirming", async ({ page }) => {
  await signInAs(page, "admin", "/forum");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Payouts" }).click();
  await expect(page).toHaveURL(/\/admin\/payouts$/);
  await expect(page.getByRole("heading", { name: monthLabel(lastMonth) })).toBeVisible();
  await expect(page.getByText(/Closed on .*: these figures are final\./)).toBeVisible();

  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals.getByText("Subscription revenue")).toBeVisible();
  await expect(totals.locator("dd").first()).toHaveText("$700.00");
  const fighterLine = page.getByRole("region", { name: "Fighters" }).getByRole("listitem").filter({ hasText: "@fighter" });
  await expect(fighterLine).toContainText("$69.50");
  await expect(fighterLine).toContainText("Waiting for payout account");
  await expect(fighterLine.getByRole("term")).toHaveText(["Share", "Claims", "Score", "Threads", "Replies", "Likes", "POTD", "Pick'em"]);
  await expect(page.getByRole("button", { name: "Close month" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`fight-forum-payouts-${lastMonth}.csv`);

  // On a phone, the fighter's amount and payout state show without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const shown of [fighterLine.getByText("Waiting for payout account"), fighterLine.getByRole("definition").last()]) {
    const box = await shown.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  expect(await overflow(page)).toBe(0);

  // The month before: open, closable.
  await page.getByRole("link", { name: /^Previous month/ }).click();
  const earlier = addMonths(lastMonth, -1);
  await expect(page.getByRole("heading", { name: monthLabel(earlier) })).toBeVisible();
  await expect(page.getByText(/Open: figures as they stand now/)).toBeVisible();
  expect(await overflow(page)).toBe(0);

  await page.getByRole("button", { name: "Close month" }).click();
  const dialog = page.getByRole("dialog", { name: `Close ${monthLabel(earlier)}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Close month" }).click();
  await dialog.getByRole("button", { name: "Close month" }).click();
  await expect(page.getByText(`${monthLabel(earlier)} closed`)).toBeVisible();
  await expect(page.getByText(/Closed on .*: these figures are final\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Close month" })).toHaveCount(0);
});

test("members other than admins never see the payouts page", async ({ page }) => {
  await signInAs(page, "mod", "/admin/payouts");
  await expect(page.getByRole("heading", { name: "Payouts" })).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Payouts" })).toHaveCount(0);
});

test("on a phone, the fighter connects a payout account from the Earnings tab and last month's payout goes out", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, "fighter", "/account");
  await page.getByRole("link", { name: "Earnings" }).click();
  await expect(page).toHaveURL(/\/account\?tab=earnings$/);
  await expect(page.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
  const statement = page.getByRole("region", { name: "Monthly statements" }).getByRole("listitem").filter({ hasText: monthLabel(lastMonth) });
  await expect(statement).toContainText("$69.50");
  await expect(statement).toContainText("Share $69.50");
  await expect(statement).toContainText("Robbery claims $0.00");
  // What the month pays and where its payout stands show on a phone without scrolling sideways.
  await statement.scrollIntoViewIfNeeded();
  await expect(statement.getByText("Waiting for payout account")).toBeInViewport({ ratio: 1 });
  expect(await overflow(page)).toBe(0);

  await page.getByRole("button", { name: "Connect payout account" }).click();
  await expect(page.getByRole("heading", { name: "Set up payouts" })).toBeVisible();
  await page.getByRole("button", { name: "Agree and finish setup" }).click();

  await expect(page).toHaveURL(/\/account\?tab=earnings$/);
  await expect(page.getByText("Payouts enabled")).toBeVisible();
  // The transfer goes out right after Stripe's account.updated is answered: read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(statement).toContainText("Sent", { timeout: 1_000 });
  }).toPass();
});
