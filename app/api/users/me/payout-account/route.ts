import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { createPayoutAccountLink } from "@/lib/payouts/connect";

/** A verified fighter connects (or finishes connecting) a Stripe Express account: answers `{ url }` to Stripe's onboarding. */
export const POST = handler({ access: "signedIn", rateLimit: "payments" }, async ({ viewer }) => NextResponse.json(await createPayoutAccountLink(viewer)));
