import { handler } from "@/lib/http/handler";
import { getVoteStatus } from "@/lib/polls/votes";

/** Whether the signed-in member has voted on the thread's poll, and for which option. */
export const GET = handler({ access: "signedIn" }, ({ params, viewer }) => getVoteStatus(params.id, viewer));
