import { handler } from "@/lib/http/handler";
import { listTopMembers } from "@/lib/members/leaderboard";
import { topMembersQuerySchema } from "@/lib/validation/members";

/** The Top Users panel: ranked members with the most Fight Cred, ties sharing a position. */
export const GET = handler({ access: "signedIn", query: topMembersQuerySchema }, ({ query }) => listTopMembers(query.limit));
