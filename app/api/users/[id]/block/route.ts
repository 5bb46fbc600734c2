import { handler } from "@/lib/http/handler";
import { addRestriction, removeRestriction } from "@/lib/members/restrictions";
import { restrictionBodySchema } from "@/lib/validation/restrictions";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to block a member", body: restrictionBodySchema, rateLimit: "profile_changes" } as const;

/** Blocks the member: no notifications, mentions or replies to the viewer's posts from them (staff cannot be blocked). */
export const PUT = handler(options, ({ viewer, params }) => addRestriction(params.id, "BLOCK", viewer));

/** Unblocks the member. */
export const DELETE = handler(options, ({ viewer, params }) => removeRestriction(params.id, "BLOCK", viewer));
