import { handler } from "@/lib/http/handler";
import { revokeVerification } from "@/lib/members/verification";
import { verificationRevocationSchema } from "@/lib/validation/verification";

/** Admins take a member's verification back, with the reason the member is told. */
export const DELETE = handler({ access: "admin", body: verificationRevocationSchema }, async ({ viewer, params, body }) => revokeVerification(params.id, body, viewer));
