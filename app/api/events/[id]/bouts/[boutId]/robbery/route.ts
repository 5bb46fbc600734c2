import { voteRobbery } from "@/lib/events/robbery-poll";
import { handler } from "@/lib/http/handler";
import { robberyVoteSchema } from "@/lib/validation/events";

/** A paid member's one vote in a bout's robbery poll (open for 72 hours after a decision). */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to vote", body: robberyVoteSchema, rateLimit: "reactions" },
  ({ params, body, viewer }) => voteRobbery(params.id, params.boutId, body.robbery, viewer),
);
