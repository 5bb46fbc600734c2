import { seasonLeaderboard } from "@/lib/events/leaderboard";
import { handler } from "@/lib/http/handler";
import { pickemLeaderboardQuerySchema } from "@/lib/validation/events";

/** The season's (a UTC calendar year's) best pickers, of everyone or (`among=following`) of the viewer and the members they follow. */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events", query: pickemLeaderboardQuerySchema }, ({ query, viewer }) =>
  seasonLeaderboard(query.season, viewer, query.among),
);
