import { handler } from "@/lib/http/handler";
import { listRankings } from "@/lib/members/leaderboard";
import { rankingsQuerySchema } from "@/lib/validation/members";

/** The Community Rankings table, all ranks or one status level. */
export const GET = handler({ access: "signedIn", query: rankingsQuerySchema }, ({ query }) => listRankings(query));
