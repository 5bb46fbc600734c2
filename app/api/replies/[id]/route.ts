import { handler } from "@/lib/http/handler";
import { deleteReply } from "@/lib/replies/delete-reply";
import { updateReply } from "@/lib/replies/update-reply";
import { deleteReplySchema, updateReplySchema } from "@/lib/validation/replies";

/** Changes a reply's text: its author, within 1 hour of posting, while the thread is open. */
export const PUT = handler(
  { access: "paid", signedOutMessage: "You must be logged in to edit a reply", body: updateReplySchema, rateLimit: "post_edits" },
  ({ params, body, viewer }) => updateReply(params.id, body, viewer),
);

/** Deletes a reply: its author, a moderator or an admin (by the session's role). */
export const DELETE = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to delete", body: deleteReplySchema },
  ({ params, viewer }) => deleteReply(params.id, viewer),
);
