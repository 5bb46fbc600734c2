import { handler } from "@/lib/http/handler";
import { resetMemberProfile } from "@/lib/moderation/reset-profile";

/** Staff remove a member's picture, names and social links; their username and posts stay. */
export const POST = handler({ access: "staff" }, async ({ viewer, params }) => resetMemberProfile(viewer, params.id));
