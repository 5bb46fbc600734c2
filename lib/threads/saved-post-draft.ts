import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import type { SavedPostDraftInput } from "@/lib/validation/threads";

const draftSelect = {
  title: true,
  content: true,
  categoryId: true,
  includePoll: true,
  pollQuestion: true,
  pollOptions: true,
  updatedAt: true,
} satisfies Prisma.SavedPostDraftSelect;

function toSavedPostDraftDto({ updatedAt, ...draft }: Prisma.SavedPostDraftGetPayload<{ select: typeof draftSelect }>) {
  return { ...draft, savedAt: updatedAt.toISOString() };
}

export type SavedPostDraftDto = ReturnType<typeof toSavedPostDraftDto>;

/** GET /api/users/me/post-draft's answer: the member's saved draft, if any. */
export interface SavedPostDraftAnswer {
  draft: SavedPostDraftDto | null;
}

/** The new post the member saved for later (members who may post only). */
export async function getSavedPostDraft(viewer: SignedInViewer): Promise<SavedPostDraftAnswer> {
  assertMayPublish(viewer);
  const draft = await db.savedPostDraft.findUnique({ where: { userId: viewer.id }, select: draftSelect });
  return { draft: draft && toSavedPostDraftDto(draft) };
}

/** Saves the create-post form for later, in place of any draft saved before: one per member. */
export async function savePostDraft(viewer: SignedInViewer, input: SavedPostDraftInput): Promise<SavedPostDraftAnswer> {
  assertMayPublish(viewer);
  const draft = await db.savedPostDraft.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...input }, update: input, select: draftSelect });
  return { draft: toSavedPostDraftDto(draft) };
}

/** Forgets the member's saved draft (taken back into the composer, or thrown away); none is fine. */
export async function deleteSavedPostDraft(viewer: SignedInViewer): Promise<SavedPostDraftAnswer> {
  assertMayPublish(viewer);
  await db.savedPostDraft.deleteMany({ where: { userId: viewer.id } });
  return { draft: null };
}
