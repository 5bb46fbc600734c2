import { handler } from "@/lib/http/handler";
import { getPublicProfile } from "@/lib/members/profile";

/** A member's profile page data: public fields, plus e-mail and plan for the member themself. */
export const GET = handler({ access: "signedIn" }, ({ params, viewer }) => getPublicProfile(params.username, viewer));
