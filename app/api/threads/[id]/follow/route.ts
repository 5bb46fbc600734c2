import { handler } from "@/lib/http/handler";
import { setFollowing } from "@/lib/threads/follow";
import { threadActionSchema } from "@/lib/validation/threads";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to follow a thread", body: threadActionSchema, rateLimit: "reactions" } as const;

/** Follows the thread: the member is told of each new reply. */
export const PUT = handler(options, ({ viewer, params }) => setFollowing(params.id, viewer, true));

/** Unfollows the thread (its author too: no more notices of its replies). */
export const DELETE = handler(options, ({ viewer, params }) => setFollowing(params.id, viewer, false));
