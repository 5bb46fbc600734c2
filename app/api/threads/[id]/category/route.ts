import { handler } from "@/lib/http/handler";
import { moveThread } from "@/lib/threads/move-thread";
import { moveThreadSchema } from "@/lib/validation/threads";

/** Staff move the thread to another category. */
export const PUT = handler({ access: "staff", signedOutMessage: "You must be logged in to move threads", body: moveThreadSchema }, ({ params, body, viewer }) =>
  moveThread(params.id, body.categoryId, viewer),
);
