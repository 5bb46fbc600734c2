import { handler } from "@/lib/http/handler";
import { getMemberPlan } from "@/lib/members/profile";

/** A member's plan type: the member themself or staff. */
export const GET = handler({ access: "signedIn" }, ({ params, viewer }) => getMemberPlan(params.id, viewer));
