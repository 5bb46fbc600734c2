import { handler } from "@/lib/http/handler";
import { reactToReply } from "@/lib/replies/react-to-reply";
import { reactToReplySchema } from "@/lib/validation/replies";

/** Dislikes another member's reply, once (a member has one reaction per reply). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to dislike", body: reactToReplySchema, rateLimit: "reactions" },
  ({ params, viewer }) => reactToReply(params.id, "DISLIKE", viewer),
);
