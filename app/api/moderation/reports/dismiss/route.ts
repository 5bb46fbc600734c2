import { handler } from "@/lib/http/handler";
import { dismissReports } from "@/lib/moderation/reports";
import { dismissReportsSchema } from "@/lib/validation/reports";

/** Staff: closes a post's open reports without acting on the post. */
export const POST = handler(
  { access: "staff", signedOutMessage: "You must be logged in to handle reports", body: dismissReportsSchema },
  ({ viewer, body }) => dismissReports(body.kind === "thread" ? { threadId: body.id } : { replyId: body.id }, viewer),
);
