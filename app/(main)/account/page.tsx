import { redirect } from "next/navigation";
import { AccountTabs } from "@/components/account/account-tabs";
import { AccountView } from "@/components/account/account-view";
import { ACCOUNT_URL } from "@/components/account/account-url";
import { EarningsTab } from "@/components/payouts/earnings-tab-on-demand";
import { EARNINGS_URL } from "@/components/payouts/payout-urls";
import { isVerifiedFighter } from "@/lib/auth/roles";
import { getViewer } from "@/lib/auth/viewer";
import { getAccount } from "@/lib/members/account";
import { getMyEarnings } from "@/lib/payouts/earnings";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";

export const metadata = { title: "Your account" };

/**
 * The member's own account: picture, names, social links, e-mail, plan, notifications, deletion; and
 * for verified fighters an Earnings tab (`?tab=earnings`).
 */
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const viewer = await getViewer();
  const { tab } = await searchParams;
  const wantsEarnings = tab === "earnings";
  if (!viewer) redirect(`/auth?redirect_url=${encodeURIComponent(wantsEarnings ? "/account?tab=earnings" : "/account")}`);
  const withEarnings = isVerifiedFighter(viewer);
  if (withEarnings && wantsEarnings) {
    return (
      <div className="mx-auto max-w-3xl space-y-5">
        <AccountTabs current="earnings" />
        <h1 className="text-2xl font-bold">Earnings</h1>
        <ServerRenderedData data={{ [EARNINGS_URL]: await getMyEarnings(viewer) }}>
          <EarningsTab />
        </ServerRenderedData>
      </div>
    );
  }
  const account = await getAccount(viewer);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      {withEarnings && <AccountTabs current="account" />}
      <ServerRenderedData data={{ [ACCOUNT_URL]: account }}>
        <AccountView />
      </ServerRenderedData>
    </div>
  );
}
