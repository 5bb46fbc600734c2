import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { closePayoutMonth } from "@/lib/payouts/payouts";
import { closeMonthParamsSchema } from "@/lib/validation/payouts";

/** Admins close a month that is over: its statement freezes and transfers go out (idempotent). */
export const POST = handler({ access: "admin", rateLimit: "payments" }, async ({ params, viewer }) => {
  const { month } = closeMonthParamsSchema.parse(params);
  return NextResponse.json(await closePayoutMonth(month, viewer));
});
