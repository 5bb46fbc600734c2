import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { getMyEarnings } from "@/lib/payouts/earnings";

/** A verified fighter's own payout account, activity and monthly statements. */
export const GET = handler({ access: "signedIn" }, async ({ viewer }) => NextResponse.json(await getMyEarnings(viewer)));
