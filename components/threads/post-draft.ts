import type { UploadedImage } from "@/lib/media/save-uploaded-image";
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from "@/lib/validation/limits";

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
  /** An image already uploaded, as a draft saved for later keeps it (one only picked is the form's). */
  image: UploadedImage | null;
  /** Continued from the draft saved for later: publishing or discarding it forgets that one too. */
  continuesSavedDraft: boolean;
}

export const POST_DRAFT_KEY = "fightforum:create-post-draft";

/** Where the draft a member saved for later lives on the server, to finish on any device. */
export const SAVED_POST_DRAFT_URL = "/api/users/me/post-draft";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type StoredPostDraft = Omit<PostDraft, "image" | "continuesSavedDraft"> & Partial<Pick<PostDraft, "image" | "continuesSavedDraft">>;

function isUploadedImage(value: unknown): value is UploadedImage {
  if (typeof value !== "object" || value === null) return false;
  const image = value as Record<keyof UploadedImage, unknown>;
  return typeof image.url === "string" && typeof image.width === "number" && typeof image.height === "number";
}

/**
 * Whether what session storage held is a draft this form can show (another version may have
 * written it: one from before drafts kept an image has neither image nor continuesSavedDraft).
 */
function isStoredPostDraft(value: unknown): value is StoredPostDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<keyof PostDraft, unknown>;
  const { pollOptions } = draft;
  return (
    typeof draft.title === "string" &&
    typeof draft.content === "string" &&
    typeof draft.categoryId === "string" &&
    typeof draft.includePoll === "boolean" &&
    typeof draft.pollQuestion === "string" &&
    Array.isArray(pollOptions) &&
    pollOptions.length >= POLL_OPTIONS_MIN &&
    pollOptions.length <= POLL_OPTIONS_MAX &&
    pollOptions.every((option) => typeof option === "string") &&
    (draft.image === undefined || draft.image === null || isUploadedImage(draft.image)) &&
    (draft.continuesSavedDraft === undefined || typeof draft.continuesSavedDraft === "boolean")
  );
}

export function emptyDraft(categoryId: string): PostDraft {
  return {
    title: "",
    content: "",
    categoryId,
    includePoll: false,
    pollQuestion: "",
    pollOptions: Array(POLL_OPTIONS_MIN).fill(""),
    image: null,
    continuesSavedDraft: false,
  };
}

/** Nothing written, no poll asked for and no uploaded image (an image only picked is the form's, not the draft's). */
export function isBlankDraft(draft: PostDraft) {
  return draft.title.trim() === "" && draft.content.trim() === "" && !draft.includePoll && draft.image === null;
}

/** The saved draft, or an empty one in `categoryId` when nothing usable is stored. */
export function loadDraft(storage: DraftStorage, categoryId: string): PostDraft {
  try {
    const stored = storage.getItem(POST_DRAFT_KEY);
    if (!stored) return emptyDraft(categoryId);
    const draft: unknown = JSON.parse(stored);
    if (!isStoredPostDraft(draft)) return emptyDraft(categoryId);
    const { title, content, categoryId: storedCategoryId, includePoll, pollQuestion, pollOptions, image, continuesSavedDraft } = draft;
    return {
      title,
      content,
      categoryId: storedCategoryId,
      includePoll,
      pollQuestion,
      pollOptions,
      image: image ? { url: image.url, width: image.width, height: image.height } : null,
      continuesSavedDraft: continuesSavedDraft ?? false,
    };
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

/** The body of PUT /api/users/me/post-draft for a draft, with its image once uploaded. */
export function draftToSavedDraftBody(draft: PostDraft, image: UploadedImage | null) {
  const { title, content, categoryId, includePoll, pollQuestion, pollOptions } = draft;
  return { title, content, categoryId, includePoll, pollQuestion, pollOptions, image };
}
