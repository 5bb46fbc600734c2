import { eventLeaderboardFor } from "@/lib/events/leaderboard";
import { handler } from "@/lib/http/handler";
import { eventLeaderboardQuerySchema } from "@/lib/validation/events";

/** The event's best pickers so far, of everyone or (`among=following`) of the viewer and the members they follow. */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events", query: eventLeaderboardQuerySchema }, ({ params, query, viewer }) =>
  eventLeaderboardFor(params.id, viewer, query.among),
);
