import { randomUUID } from "node:crypto";
import { expect, signInAs, test } from "./fixtures";

/** /fighters: the pro fighters and the industry professionals, the most active first, each to follow. */

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a fan opens Fighters from the menu, follows a pro fighter, and finds the insiders on their tab", async ({ page }) => {
    const fan = `dirfan_${randomUUID().slice(0, 8)}`;
    await signInAs(page, fan, "/forum");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "FIGHTERS" }).click();
    await expect(page.getByRole("heading", { name: "Fighters", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pro fighters" })).toHaveAttribute("aria-current", "page");

    const list = page.getByRole("list", { name: "Pro fighters" });
    const row = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: "@fighter", exact: true }) });
    // The demo fighter's division, record and bio, as on their profile.
    await expect(row).toContainText("Lightweight · 14-3-0 pro");
    await expect(row).toContainText("Pro lightweight, 14-3.");
    await row.getByRole("button", { name: "Follow @fighter", exact: true }).click();
    await expect(page.getByText("Following @fighter")).toBeVisible();
    await expect(row.getByRole("button", { name: "Unfollow @fighter", exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // One division at a time: the demo fighter is a lightweight, nobody a verified heavyweight.
    await page.getByLabel("Weight class").selectOption({ label: "Lightweight" });
    await expect(page).toHaveURL(/\/fighters\?weightClass=LIGHTWEIGHT$/);
    await expect(list.getByRole("link", { name: "@fighter", exact: true })).toBeVisible();
    await page.getByLabel("Weight class").selectOption({ label: "Heavyweight" });
    await expect(page.getByText("No verified pro fighters at heavyweight yet.")).toBeVisible();
    await page.getByLabel("Weight class").selectOption({ label: "All weight classes" });
    await expect(page).toHaveURL(/\/fighters$/);

    await page.getByRole("link", { name: "Industry" }).click();
    await expect(page).toHaveURL(/\/fighters\?show=industry$/);
    await expect(page.getByRole("list", { name: "Industry" }).getByRole("link", { name: "@insider", exact: true })).toBeVisible();

    await page.goto("/fighters");
    await expect(list.getByRole("button", { name: "Unfollow @fighter", exact: true }), "the follow is the server's").toHaveAttribute("aria-pressed", "true");
  });
});
