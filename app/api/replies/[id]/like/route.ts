import { handler } from "@/lib/http/handler";
import { reactToReply } from "@/lib/replies/react-to-reply";
import { reactToReplySchema } from "@/lib/validation/replies";

/** Likes another member's reply, once. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to like", body: reactToReplySchema, rateLimit: "reactions" },
  ({ params, viewer }) => reactToReply(params.id, "LIKE", viewer),
);
