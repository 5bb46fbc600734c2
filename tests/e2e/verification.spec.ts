import { randomUUID } from "node:crypto";
import { callAs, expect, signInAs, test } from "./fixtures";

/** Verification: a member asks on /account to be verified; an admin approves or declines on /admin/verification. */

const unique = () => randomUUID().slice(0, 8);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a member asks to be verified as a pro fighter, an admin approves, and the profile shows the badge", async ({ page }) => {
    const member = `hopeful_${unique()}`;
    await signInAs(page, member, "/account");
    const section = page.getByRole("region", { name: "Verification" });
    await section.getByRole("button", { name: "Ask to be verified" }).click();
    const ask = section.getByRole("button", { name: "Send request" });
    await ask.click();
    await expect(section.getByRole("alert")).toHaveText("Choose pro fighter or MMA industry professional");
    await section.getByRole("radio", { name: "Pro fighter" }).check();
    await section.getByLabel("Full name").fill("Hopeful Prospect");
    await section.getByLabel("Links that show who you are").fill("tapology.com/hopeful");
    await ask.click();
    await expect(section.getByRole("alert")).toHaveText("Each link must be a full web address starting with https://");
    await section.getByLabel("Links that show who you are").fill(`https://www.tapology.com/fightcenter/fighters/${member}\n\nhttps://www.instagram.com/${member}`);
    await ask.click();
    await expect(page.getByText("Request sent")).toBeVisible();
    await expect(section.getByText("Your request to be verified as a pro fighter is under review")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The admins are told, and the notice opens their queue.
    await signInAs(page, "admin", "/notifications?show=forum");
    await page.getByRole("listitem").filter({ hasText: `${member} asked to be verified as a pro fighter.` }).getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/verification$/);
    const request = page.getByRole("listitem").filter({ hasText: `@${member}` });
    await expect(request).toContainText("Asks to be verified as a pro fighter");
    await expect(request.getByRole("link", { name: `https://www.instagram.com/${member}` })).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await request.getByRole("button", { name: "Approve" }).click();
    await expect(request).toContainText("Their threads and replies, past and future, become premium");
    await request.getByRole("button", { name: "Verify as pro fighter" }).click();
    await expect(page.getByText(`@${member} verified`)).toBeVisible();
    await expect(request).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await signInAs(page, member, `/user/${member}`);
    await expect(page.getByRole("main").getByText("PRO FIGHTER").first()).toBeVisible();
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Verification" })).toContainText("Your account is verified: you are a verified pro fighter.");
  });

  test("an admin declines with a reason, the member reads it and may ask again, or withdraws a request", async ({ page, request }) => {
    const member = `insiderhope_${unique()}`;
    await callAs(request, member, "/api/users/me/verification", { role: "INDUSTRY_PROFESSIONAL", fullName: "Insider Hope", links: ["https://example.com/press"] });

    await signInAs(page, "admin", "/forum");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Verification requests" }).click();
    await expect(page.getByRole("heading", { name: "Verification requests", level: 1 })).toBeVisible();
    const entry = page.getByRole("listitem").filter({ hasText: `@${member}` });
    await entry.getByRole("button", { name: "Decline" }).click();
    await entry.getByRole("button", { name: "Decline request" }).click();
    await expect(entry.getByRole("alert")).toHaveText("Tell the member why");
    await entry.getByLabel("Why is it declined? The member reads this.").fill("The link does not name you.");
    await entry.getByRole("button", { name: "Decline request" }).click();
    await expect(page.getByText("Request declined")).toBeVisible();
    await expect(entry).toHaveCount(0);
    // The Decided tab keeps it, with who declined it and why.
    await page.getByRole("navigation", { name: "Which requests" }).getByRole("link", { name: "Decided" }).click();
    await expect(page).toHaveURL(/\/admin\/verification\?show=decided$/);
    const decided = page.getByRole("list", { name: "Decided requests" }).getByRole("listitem").filter({ hasText: `@${member}` });
    await expect(decided).toContainText("Declined");
    await expect(decided).toContainText("Asked to be verified as an MMA industry professional; declined by @admin");
    await expect(decided).toContainText("Reason given: The link does not name you.");

    await signInAs(page, member, "/account");
    const section = page.getByRole("region", { name: "Verification" });
    await expect(section).toContainText("to be verified as an MMA industry professional was declined: The link does not name you.");
    await section.getByRole("button", { name: "Ask to be verified" }).click();
    await section.getByRole("button", { name: "Cancel" }).click();
    await section.getByRole("button", { name: "Ask to be verified" }).click();
    await section.getByRole("radio", { name: "MMA industry professional" }).check();
    await section.getByLabel("Full name").fill("Insider Hope");
    await section.getByLabel("Links that show who you are").fill("https://example.com/masthead");
    await section.getByRole("button", { name: "Send request" }).click();
    await expect(section.getByText("is under review")).toBeVisible();
    await section.getByRole("button", { name: "Withdraw request" }).click();
    await expect(page.getByText("Request withdrawn")).toBeVisible();
    await expect(section.getByRole("button", { name: "Ask to be verified" })).toBeVisible();
  });

  test("an admin removes a verification from the member's profile, and the member's notice opens the reason on /account", async ({ page, request }) => {
    const member = `impostor_${unique()}`;
    const asked = (await callAs(request, member, "/api/users/me/verification", { role: "FIGHTER", fullName: "Not Really", links: ["https://example.com/not-me"] })) as { id: string };
    await callAs(request, "admin", `/api/admin/verification/${asked.id}`, { decision: "approve" });

    await signInAs(page, "admin", `/user/${member}`);
    const main = page.getByRole("main");
    await expect(main.getByText("PRO FIGHTER").first()).toBeVisible();
    await main.getByRole("button", { name: "Remove verification" }).click();
    const dialog = page.getByRole("dialog", { name: `Remove @${member}'s verification` });
    await expect(dialog).toContainText("their threads and replies are no longer premium");
    await dialog.getByRole("button", { name: "Remove verification" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Tell the member why");
    await dialog.getByLabel(`Why? @${member} reads this.`).fill("The fight record is someone else's.");
    await dialog.getByRole("button", { name: "Remove verification" }).click();
    await expect(page.getByText("Verification removed")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByText("PRO FIGHTER")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Remove verification" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await signInAs(page, member, "/notifications?show=forum");
    await page.getByRole("listitem").filter({ hasText: "An admin removed your verification as a pro fighter: The fight record is someone else's." }).getByRole("link").click();
    await expect(page).toHaveURL(/\/account#account-verification$/);
    const section = page.getByRole("region", { name: "Verification" });
    await expect(section).toContainText("An admin removed your verification as a pro fighter on");
    await expect(section).toContainText("The fight record is someone else's.");
    await expect(section.getByRole("button", { name: "Ask to be verified" })).toBeVisible();
  });
});
