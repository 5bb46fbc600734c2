import { expect, signInAs, test } from "./fixtures";

test("action tooltips open after 700 ms, and at once when moving between them", async ({ page }) => {
  await page.clock.install();
  await signInAs(page, "member", "/forum");
  // Stop the page's clock so only fastForward moves it (an installed clock otherwise keeps running).
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const card = page.locator("main article").first();
  const copyLink = card.getByRole("button", { name: "Copy link" });
  const share = card.getByRole("button", { name: "Share on X" });

  await copyLink.hover();
  const copyTip = page.getByRole("tooltip", { name: "Copy link" });
  await page.clock.fastForward(600);
  await expect(copyTip).toBeHidden();
  await page.clock.fastForward(150);
  await expect(copyTip).toBeVisible();
  await expect(copyLink).toHaveAttribute("aria-describedby", (await copyTip.getAttribute("id"))!);

  // Leaving and entering the next one within 300 ms skips the delay.
  await share.hover();
  // Let the page's faked timers run React's scheduled render (well within the 300 ms skip window).
  await page.clock.fastForward(50);
  await expect(copyTip).toBeHidden();
  await expect(page.getByRole("tooltip", { name: "Share on X" })).toBeVisible();

  await page.keyboard.press("Escape");
  await page.clock.fastForward(50);
  await expect(page.getByRole("tooltip", { name: "Share on X" })).toBeHidden();
});
