import { handler } from "@/lib/http/handler";
import { listMemberThreads } from "@/lib/members/profile";
import { memberThreadsQuerySchema } from "@/lib/validation/members";

/** A member's threads for their profile's Posts tab, newest first. */
export const GET = handler({ access: "signedIn", query: memberThreadsQuerySchema }, ({ params, query, viewer }) =>
  listMemberThreads(params.id, query, viewer),
);
