import { handler } from "@/lib/http/handler";
import { likeThread } from "@/lib/threads/react-to-thread";
import { threadActionSchema } from "@/lib/validation/threads";

/** Toggles the viewer's like; the answer is the thread plus `wasLiked`. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to like a post", body: threadActionSchema, rateLimit: "reactions" },
  async ({ viewer, params }) => likeThread(params.id, viewer),
);
