import { handler } from "@/lib/http/handler";
import { dislikeThread } from "@/lib/threads/react-to-thread";
import { threadActionSchema } from "@/lib/validation/threads";

/** Toggles the viewer's dislike; the answer is the thread plus `wasDisliked`. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to dislike a post", body: threadActionSchema, rateLimit: "reactions" },
  async ({ viewer, params }) => dislikeThread(params.id, viewer),
);
