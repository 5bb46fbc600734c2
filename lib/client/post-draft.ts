import { z } from "zod";
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from "@/lib/validation/threads";

/**
 * The create-post form's draft (SPEC.md section 4): kept in session storage while the member
 * writes, cleared on a successful submit or an explicit close.
 */
export interface PostDraft {
  title: string;
  content: string;
  categoryId: string;
  includePoll: boolean;
  pollQuestion: string;
  pollOptions: string[];
}

export const POST_DRAFT_KEY = "fightforum:create-post-draft";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const storedDraftSchema = z.object({
  title: z.string(),
  content: z.string(),
  categoryId: z.string(),
  includePoll: z.boolean(),
  pollQuestion: z.string(),
  pollOptions: z.array(z.string()).min(POLL_OPTIONS_MIN).max(POLL_OPTIONS_MAX),
});

export function emptyDraft(categoryId: string): PostDraft {
  return {
    title: "",
    content: "",
    categoryId,
    includePoll: false,
    pollQuestion: "",
    pollOptions: Array(POLL_OPTIONS_MIN).fill(""),
  };
}

/** The saved draft, or an empty one in `categoryId` when nothing usable is stored. */
export function loadDraft(storage: DraftStorage, categoryId: string): PostDraft {
  try {
    const stored = storage.getItem(POST_DRAFT_KEY);
    if (!stored) return emptyDraft(categoryId);
    const parsed = storedDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : emptyDraft(categoryId);
  } catch {
    return emptyDraft(categoryId);
  }
}

// Storage can be full or disabled (private browsing): a draft that cannot be saved is only lost on reload.
export function saveDraft(storage: DraftStorage, draft: PostDraft) {
  try {
    storage.setItem(POST_DRAFT_KEY, JSON.stringify(draft));
  } catch {}
}

export function clearDraft(storage: DraftStorage) {
  try {
    storage.removeItem(POST_DRAFT_KEY);
  } catch {}
}

/** The body of POST /api/threads for a draft: the poll only when the member asked for one. */
export function draftToPayload(draft: PostDraft) {
  return {
    title: draft.title,
    content: draft.content,
    categoryId: draft.categoryId,
    ...(draft.includePoll && { poll: { question: draft.pollQuestion, options: draft.pollOptions } }),
  };
}
