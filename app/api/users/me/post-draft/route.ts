import { handler } from "@/lib/http/handler";
import { deleteSavedPostDraft, getSavedPostDraft, savePostDraft } from "@/lib/threads/saved-post-draft";
import { deleteSavedPostDraftSchema, savedPostDraftSchema } from "@/lib/validation/threads";

const signedOutMessage = "You must be logged in to keep a draft";

/** The new post the member saved for later, or null. */
export const GET = handler({ access: "paid", signedOutMessage }, ({ viewer }) => getSavedPostDraft(viewer));

/** Saves the create-post form for later (one draft per member, replacing the last). */
export const PUT = handler({ access: "paid", signedOutMessage, body: savedPostDraftSchema, rateLimit: "post_edits" }, ({ viewer, body }) => savePostDraft(viewer, body));

/** Forgets the saved draft. */
export const DELETE = handler({ access: "paid", signedOutMessage, body: deleteSavedPostDraftSchema }, ({ viewer }) => deleteSavedPostDraft(viewer));
