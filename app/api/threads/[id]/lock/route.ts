import { handler } from "@/lib/http/handler";
import { toggleThreadLock } from "@/lib/threads/toggle-thread-lock";

/** Locks or unlocks the thread (staff): a locked thread takes no new replies. */
export const POST = handler({ access: "staff", signedOutMessage: "You must be logged in to lock a thread" }, ({ params, viewer }) =>
  toggleThreadLock(params.id, viewer),
);
