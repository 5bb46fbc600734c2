import { handler } from "@/lib/http/handler";
import { listFollowedMembers } from "@/lib/members/member-follows";

/** The members the viewer follows, for /account. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => listFollowedMembers(viewer));
