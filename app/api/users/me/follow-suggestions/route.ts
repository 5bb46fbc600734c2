import { handler } from "@/lib/http/handler";
import { listFollowSuggestions } from "@/lib/members/follow-suggestions";

/** Pro fighters and industry professionals the viewer might follow, for /following. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => listFollowSuggestions(viewer));
