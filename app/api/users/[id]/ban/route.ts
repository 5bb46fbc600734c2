import { handler } from "@/lib/http/handler";
import { banMember, liftBan } from "@/lib/moderation/ban-member";

/** Staff ban a member: no more posting, subscription cancelled, latest payment refunded. */
export const POST = handler({ access: "staff", rateLimit: "payments" }, async ({ viewer, params }) => banMember(viewer, params.id));

/** Staff lift a ban: the member may post again once subscribed. */
export const DELETE = handler({ access: "staff" }, async ({ viewer, params }) => liftBan(viewer, params.id));
