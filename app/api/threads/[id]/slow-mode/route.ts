import { handler } from "@/lib/http/handler";
import { setSlowMode } from "@/lib/threads/slow-mode";
import { slowModeSchema } from "@/lib/validation/threads";

/** Staff set the thread's slow mode: seconds between one member's replies (0: off). */
export const PUT = handler({ access: "staff", signedOutMessage: "You must be logged in to set slow mode", body: slowModeSchema }, ({ params, body, viewer }) =>
  setSlowMode(params.id, body.seconds, viewer),
);
