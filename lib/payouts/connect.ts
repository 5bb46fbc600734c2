import "server-only";
import { isVerifiedFighter } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { billingConfig } from "@/lib/billing/config";
import { callStripe } from "@/lib/billing/stripe";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http/errors";

const EARNINGS_PATH = "/account?tab=earnings";

/** The member as the payout rules read them; 403 unless a verified, unbanned pro fighter. */
export async function verifiedFighter(viewer: SignedInViewer) {
  const member = await db.user.findUnique({
    where: { id: viewer.id },
    select: { id: true, email: true, role: true, isVerified: true, isBanned: true, stripeAccountId: true, payoutsEnabled: true },
  });
  if (!member) throw notFound("Member not found");
  if (!isVerifiedFighter(member)) throw forbidden("Earnings are for verified pro fighters.", "NOT_A_VERIFIED_FIGHTER");
  if (member.isBanned) throw forbidden("Your account has been banned: it receives no payouts.", "BANNED");
  return member;
}

/**
 * POST /api/users/me/payout-account: the fighter's Stripe Connect Express account (created on the
 * first call, one per fighter by idempotency key) and a fresh onboarding link to Stripe's pages,
 * which send them back to their Earnings tab.
 */
export async function createPayoutAccountLink(viewer: SignedInViewer) {
  const member = await verifiedFighter(viewer);
  let accountId = member.stripeAccountId;
  if (!accountId) {
    const account = await callStripe((stripe) =>
      stripe.accounts.create(
        {
          type: "express",
          email: member.email ?? undefined,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: member.id },
        },
        { idempotencyKey: `connect-account-${member.id}` },
      ),
    );
    // Two clicks at once create the same account (same key): whichever saves first, it is this one.
    await db.user.updateMany({ where: { id: member.id, stripeAccountId: null }, data: { stripeAccountId: account.id } });
    accountId = account.id;
  }
  const link = await callStripe((stripe) =>
    stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      refresh_url: `${billingConfig.appUrl}${EARNINGS_PATH}`,
      return_url: `${billingConfig.appUrl}${EARNINGS_PATH}`,
    }),
  );
  return { url: link.url };
}
