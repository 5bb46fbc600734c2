import { handler } from "@/lib/http/handler";
import { decideVerification } from "@/lib/members/verification";
import { verificationDecisionSchema } from "@/lib/validation/verification";

/** Admins approve a verification request (the role and the verified mark) or decline it with a reason. */
export const POST = handler({ access: "admin", body: verificationDecisionSchema }, async ({ viewer, params, body }) => decideVerification(params.id, body, viewer));
