import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listConversations } from "@/lib/messages/messages";
import { listConversationsQuerySchema } from "@/lib/validation/messages";

/** The signed-in member's conversations, the latest message first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to read your messages", query: listConversationsQuerySchema },
  async ({ viewer, query }) => {
    const page = await listConversations(viewer, query);
    return pageResponse(page.conversations, page.nextCursor);
  },
);
