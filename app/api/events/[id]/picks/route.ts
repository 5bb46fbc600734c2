import { getPicks, savePicks } from "@/lib/events/picks";
import { handler } from "@/lib/http/handler";
import { picksInputSchema } from "@/lib/validation/events";

/** The viewer's picks and the community's shares they may see (their picked bouts; every bout once locked). */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events" }, ({ params, viewer }) => getPicks(params.id, viewer));

/** Saves the member's picks until the event starts (403 PICKS_LOCKED after). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to make picks", body: picksInputSchema, rateLimit: "reactions" },
  ({ params, body, viewer }) => savePicks(params.id, body, viewer),
);
