import { expect, signInAs, test } from "./fixtures";

test("the landing page shows every section to a signed-out visitor", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByText("Now Open for Registration")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in or create your account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Fight Forum" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Basic", exact: true })).toBeVisible();
  await expect(page.getByText("$5.00")).toBeVisible();
  await expect(page.getByText(/whole FREE YEAR/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the fight world says" })).toBeVisible();
  const legal = page.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(legal.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  await expect(legal.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/terms#contact-us");
  // No header or footer of the forum on the sign-in screen.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("the testimonials carousel rotates, can be paused and is keyboard operable", async ({ page }) => {
  await page.clock.install();
  await page.goto("/auth");
  const slide = page.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute("aria-label", "1 of 3");

  await page.clock.fastForward(6500);
  await expect(slide).toHaveAttribute("aria-label", "2 of 3");

  await page.getByRole("button", { name: "Pause" }).click();
  await page.clock.fastForward(20_000);
  await expect(slide).toHaveAttribute("aria-label", "2 of 3");

  await page.getByRole("button", { name: "Next testimonial" }).focus();
  await page.keyboard.press("Enter");
  await expect(slide).toHaveAttribute("aria-label", "3 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(slide).toHaveAttribute("aria-label", "1 of 3");
  await page.keyboard.press("ArrowLeft");
  await expect(slide).toHaveAttribute("aria-label", "3 of 3");
  await page.getByRole("button", { name: "Play" }).click();
  await page.clock.fastForward(6500);
  await expect(slide).toHaveAttribute("aria-label", "1 of 3");
});

test("signed-in visitors of /auth land on the forum", async ({ page }) => {
  await signInAs(page, "fan", "/forum");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "General MMA Discussion" })).toBeVisible();
});

test("/terms#contact-us scrolls to the contact section, and the legal pages are public", async ({ page }) => {
  await page.goto("/terms#contact-us");
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact us" })).toBeInViewport();
  await expect(page.getByText("at least 13 years old")).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
});

test("a signed-out visitor's Sign In opens a prompt, loaded on first use, that leads to the sign-in screen", async ({ page }) => {
  await page.goto("/privacy");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true });
  const prompt = page.getByRole("dialog", { name: "Sign in to Fight Forum" });
  // Pressed again until the page has hydrated and listens for it.
  await expect(async () => {
    await signIn.click();
    await expect(prompt).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(prompt.getByRole("link", { name: "Continue to sign in" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  await expect(signIn).toBeFocused();

  await signIn.click();
  await prompt.getByRole("link", { name: "Continue to sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in or create your account" })).toBeVisible();
});
