import { handler } from "@/lib/http/handler";
import { getThread } from "@/lib/threads/get-thread";

/** One thread with the viewer's own reaction, Post of the Day and vote. */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to view threads" },
  async ({ viewer, params }) => getThread(params.id, viewer),
);
