import { handler } from "@/lib/http/handler";
import { suggestMentions } from "@/lib/members/mention-suggestions";
import { mentionSuggestionsQuerySchema } from "@/lib/validation/members";

/** Members whose username starts with `q`, for the composer's @mention list. */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to mention members", query: mentionSuggestionsQuerySchema, rateLimit: "mention_suggestions" },
  ({ query, viewer }) => suggestMentions(query.q, viewer),
);
