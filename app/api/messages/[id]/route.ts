import { handler } from "@/lib/http/handler";
import { unsendMessage } from "@/lib/messages/messages";
import { unsendMessageBodySchema } from "@/lib/validation/messages";

/** Unsends a message the viewer sent, for both members: they see that it was unsent, not what it said. */
export const DELETE = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to unsend a message", body: unsendMessageBodySchema, rateLimit: "messages" },
  ({ viewer, params }) => unsendMessage(params.id, viewer),
);
