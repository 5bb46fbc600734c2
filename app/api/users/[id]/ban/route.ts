import { handler } from "@/lib/http/handler";
import { banMember } from "@/lib/moderation/ban-member";

/** Staff ban a member: no more posting, subscription cancelled, latest payment refunded. */
export const POST = handler({ access: "staff", rateLimit: "payments" }, async ({ viewer, params }) => banMember(viewer, params.id));
