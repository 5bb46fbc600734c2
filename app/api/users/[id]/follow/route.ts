import { handler } from "@/lib/http/handler";
import { followMember, unfollowMember } from "@/lib/members/member-follows";
import { memberFollowBodySchema } from "@/lib/validation/member-follows";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to follow a member", body: memberFollowBodySchema, rateLimit: "profile_changes" } as const;

/** Follows the member: the viewer is told of each thread they start (again: no change). */
export const PUT = handler(options, ({ viewer, params }) => followMember(params.id, viewer));

/** Unfollows the member. */
export const DELETE = handler(options, ({ viewer, params }) => unfollowMember(params.id, viewer));
