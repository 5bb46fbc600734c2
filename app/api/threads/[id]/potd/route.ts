import { handler } from "@/lib/http/handler";
import { markPostOfTheDay } from "@/lib/threads/mark-post-of-the-day";
import { threadActionSchema } from "@/lib/validation/threads";

/** Marks the thread as the viewer's Post of the Day (once per UTC day, not one's own thread). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to mark a post as Post of the Day", body: threadActionSchema },
  async ({ viewer, params }) => markPostOfTheDay(params.id, viewer),
);
