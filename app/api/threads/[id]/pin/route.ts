import { handler } from "@/lib/http/handler";
import { togglePin } from "@/lib/threads/pin-thread";
import { threadActionSchema } from "@/lib/validation/threads";

/** Pins or unpins the thread (admins and moderators). */
export const POST = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to pin a post", body: threadActionSchema },
  async ({ viewer, params }) => togglePin(params.id, viewer),
);
