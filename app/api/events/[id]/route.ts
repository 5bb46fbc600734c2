import { updateEvent } from "@/lib/events/events";
import { getEventWithLeaderboard } from "@/lib/events/leaderboard";
import { handler } from "@/lib/http/handler";
import { eventUpdateSchema } from "@/lib/validation/events";

/** The event with its card, results and the best pickers so far. */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events" }, ({ params }) => getEventWithLeaderboard(params.id));

/** Staff replace the event's details and card, or end (`ended: true`) its live period. */
export const PUT = handler({ access: "staff", body: eventUpdateSchema }, ({ params, body, viewer }) => updateEvent(params.id, body, viewer));
