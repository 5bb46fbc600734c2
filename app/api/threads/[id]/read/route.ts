import { handler } from "@/lib/http/handler";
import { markThreadRead } from "@/lib/threads/read-state";
import { markThreadReadSchema } from "@/lib/validation/threads";

/** Marks the thread read for the member up to the time given: its replies until then are no longer new. */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to keep track of what you read", body: markThreadReadSchema, rateLimit: "read_marks" },
  ({ params, viewer, body }) => markThreadRead(params.id, viewer, body.upTo),
);
