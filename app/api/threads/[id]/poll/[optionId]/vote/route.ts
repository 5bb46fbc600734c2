import { handler } from "@/lib/http/handler";
import { voteInPoll } from "@/lib/polls/votes";
import { votePollSchema } from "@/lib/validation/polls";

/** Casts the member's one vote on the thread's poll and returns the updated poll. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to vote", body: votePollSchema },
  ({ params, viewer }) => voteInPoll(params.id, params.optionId, viewer),
);
