import { handler } from "@/lib/http/handler";
import { addRestriction, removeRestriction } from "@/lib/members/restrictions";
import { restrictionBodySchema } from "@/lib/validation/restrictions";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to mute a member", body: restrictionBodySchema, rateLimit: "profile_changes" } as const;

/** Mutes the member: their threads and replies collapse for the viewer (again: no change). */
export const PUT = handler(options, ({ viewer, params }) => addRestriction(params.id, "MUTE", viewer));

/** Unmutes the member. */
export const DELETE = handler(options, ({ viewer, params }) => removeRestriction(params.id, "MUTE", viewer));
