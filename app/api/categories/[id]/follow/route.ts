import { handler } from "@/lib/http/handler";
import { followCategory, unfollowCategory } from "@/lib/threads/category-follows";
import { categoryFollowBodySchema } from "@/lib/validation/threads";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to follow a category", body: categoryFollowBodySchema, rateLimit: "profile_changes" } as const;

/** Follows the category: the viewer is told of each thread started in it (again: no change). */
export const PUT = handler(options, ({ viewer, params }) => followCategory(params.id, viewer));

/** Unfollows the category. */
export const DELETE = handler(options, ({ viewer, params }) => unfollowCategory(params.id, viewer));
