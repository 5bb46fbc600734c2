import Link from "next/link";
import { SubscriptionButton } from "@/components/billing/subscription-button";
import { isPaidMember } from "@/lib/auth/roles";
import type { AccountAnswer } from "@/lib/members/account";
import { AccountSection } from "./account-section";

/** The member's plan, with the subscription dialog (Manage Billing, or the upgrade) one tap away. */
export function PlanSection({ planType, role }: Pick<AccountAnswer, "planType" | "role">) {
  const isBasic = planType === "BASIC";
  const paidByRole = !isBasic && isPaidMember({ planType, role });
  const description = isBasic
    ? "Basic plan: posting, replying and pro fighters' premium posts."
    : paidByRole
      ? "Free plan. Your account's role includes every Basic plan feature."
      : "Free plan: read and react. Basic unlocks posting, replying and pro fighters' premium posts.";
  return (
    <AccountSection title="Plan and billing" description={description}>
      <div className="flex flex-wrap gap-3">
        <SubscriptionButton>{isBasic ? "Manage Billing" : "Manage Subscription"}</SubscriptionButton>
        {!isBasic && !paidByRole && (
          <Link href="/checkout" className="flex min-h-11 items-center rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
            Upgrade to Basic
          </Link>
        )}
      </div>
    </AccountSection>
  );
}
