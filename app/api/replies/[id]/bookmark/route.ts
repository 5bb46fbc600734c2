import { removeBookmark, saveBookmark } from "@/lib/bookmarks/bookmarks";
import { handler } from "@/lib/http/handler";
import { bookmarkBodySchema } from "@/lib/validation/bookmarks";

const options = { access: "signedIn", signedOutMessage: "You must be logged in to bookmark", body: bookmarkBodySchema, rateLimit: "reactions" } as const;

/** Saves the reply to the member's bookmarks (again: no change). */
export const PUT = handler(options, ({ viewer, params }) => saveBookmark({ replyId: params.id }, viewer));

/** Removes the reply from the member's bookmarks. */
export const DELETE = handler(options, ({ viewer, params }) => removeBookmark({ replyId: params.id }, viewer));
