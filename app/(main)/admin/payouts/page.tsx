import { notFound } from "next/navigation";
import { PayoutsAdminView } from "@/components/payouts/payouts-admin-view";
import { payoutStatementUrl } from "@/components/payouts/payout-urls";
import { getViewer } from "@/lib/auth/viewer";
import { addMonths, monthOf } from "@/lib/payouts/month";
import { getPayoutStatement } from "@/lib/payouts/payouts";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { monthSchema } from "@/lib/validation/payouts";

export const metadata = { title: "Payouts" };

/** Admins: a month's payout statement (`?month=YYYY-MM`, last month by default), its CSV and closing it. */
export default async function AdminPayoutsPage({ searchParams }: { searchParams: Promise<{ month?: string | string[] }> }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts); nobody else learns the page exists.
  if (viewer?.role !== "ADMIN") notFound();
  const currentMonth = monthOf(new Date());
  const asked = monthSchema.safeParse((await searchParams).month);
  const month = asked.success && asked.data <= currentMonth ? asked.data : addMonths(currentMonth, -1);
  const statement = await getPayoutStatement(month, viewer);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Payouts</h1>
        <p className="mt-1 text-muted">Fighters&apos; revenue share and robbery insurance, month by month. Amounts are visible to admins only.</p>
      </div>
      {(await searchParams).month !== undefined && !asked.success && (
        <p role="alert" className="text-sm text-amber-300">
          That is not a month (YYYY-MM); showing {month} instead.
        </p>
      )}
      <ServerRenderedData data={{ [payoutStatementUrl(month)]: statement }}>
        <PayoutsAdminView month={month} currentMonth={currentMonth} />
      </ServerRenderedData>
    </div>
  );
}
