import { handler } from "@/lib/http/handler";
import { deleteReply } from "@/lib/replies/delete-reply";
import { deleteReplySchema } from "@/lib/validation/replies";

/** Deletes a reply: its author, a moderator or an admin (by the session's role). */
export const DELETE = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to delete", body: deleteReplySchema },
  ({ params, viewer }) => deleteReply(params.id, viewer),
);
