import { expect, signInAs, test } from "./fixtures";

// The 700 ms / 300 ms timing itself is unit-tested (tests/unit/tooltip-delay.test.ts).
test("action tooltips describe their button on hover and close with Escape", async ({ page }) => {
  await signInAs(page, "member", "/forum");
  const card = page.locator("main article").first();
  const copyLink = card.getByRole("button", { name: "Copy link" });

  await copyLink.hover();
  const copyTip = page.getByRole("tooltip", { name: "Copy link" });
  await expect(copyTip).toBeVisible();
  await expect(copyLink).toHaveAttribute("aria-describedby", (await copyTip.getAttribute("id"))!);

  await card.getByRole("button", { name: "Share on X" }).hover();
  await expect(copyTip).toBeHidden();
  const shareTip = page.getByRole("tooltip", { name: "Share on X" });
  await expect(shareTip).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(shareTip).toBeHidden();
});
