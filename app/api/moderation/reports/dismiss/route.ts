import { handler } from "@/lib/http/handler";
import { dismissReports, reportTargetOf } from "@/lib/moderation/reports";
import { dismissReportsSchema } from "@/lib/validation/reports";

/** Staff: closes a post's or member's open reports without acting on them. */
export const POST = handler(
  { access: "staff", signedOutMessage: "You must be logged in to handle reports", body: dismissReportsSchema },
  ({ viewer, body }) => dismissReports(reportTargetOf(body), viewer),
);
