import { handler } from "@/lib/http/handler";
import { markConversationRead } from "@/lib/messages/messages";
import { readMessagesBodySchema } from "@/lib/validation/messages";

/** The member read their conversation with the member (our id or Clerk id), and its notices. */
export const PUT = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to read your messages", body: readMessagesBodySchema, rateLimit: "read_marks" },
  ({ viewer, params }) => markConversationRead(params.id, viewer),
);
