import "server-only";
import { assertMayPublish } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { lockMemberRows } from "@/lib/row-locks";
import type { SavedPostDraftInput } from "@/lib/validation/threads";

const draftSelect = {
  title: true,
  content: true,
  categoryId: true,
  includePoll: true,
  pollQuestion: true,
  pollOptions: true,
  imageUrl: true,
  imageWidth: true,
  imageHeight: true,
  updatedAt: true,
} satisfies Prisma.SavedPostDraftSelect;

function toSavedPostDraftDto({ imageUrl, imageWidth, imageHeight, updatedAt, ...draft }: Prisma.SavedPostDraftGetPayload<{ select: typeof draftSelect }>) {
  // Saved with all three or none (savedPostDraftSchema).
  const image = imageUrl && imageWidth && imageHeight ? { url: imageUrl, width: imageWidth, height: imageHeight } : null;
  return { ...draft, image, savedAt: updatedAt.toISOString() };
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

/**
 * Saves the create-post form for later, in place of any draft saved before: one per member. The
 * image the replaced draft kept is deleted unless something else shows it (the post it became).
 */
export async function savePostDraft(viewer: SignedInViewer, { image, ...fields }: SavedPostDraftInput): Promise<SavedPostDraftAnswer> {
  assertMayPublish(viewer);
  const data = { ...fields, imageUrl: image?.url ?? null, imageWidth: image?.width ?? null, imageHeight: image?.height ?? null };
  const { previousImageUrl, draft } = await db.$transaction(async (tx) => {
    // Two saves at once (two devices) each read the image the other replaces.
    await lockMemberRows(tx, [viewer.id]);
    const previous = await tx.savedPostDraft.findUnique({ where: { userId: viewer.id }, select: { imageUrl: true } });
    const draft = await tx.savedPostDraft.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...data }, update: data, select: draftSelect });
    return { previousImageUrl: previous?.imageUrl, draft };
  });
  if (previousImageUrl && previousImageUrl !== data.imageUrl) await deleteUnreferencedMedia([previousImageUrl]);
  return { draft: toSavedPostDraftDto(draft) };
}

/**
 * Forgets the member's saved draft (published, or thrown away); none is fine. Its image goes with
 * it unless something else shows it, as the post it became does.
 */
export async function deleteSavedPostDraft(viewer: SignedInViewer): Promise<SavedPostDraftAnswer> {
  assertMayPublish(viewer);
  const [removed] = await db.$queryRaw<{ imageUrl: string | null }[]>`
    DELETE FROM "SavedPostDraft" WHERE "userId" = ${viewer.id} RETURNING "imageUrl"`;
  if (removed?.imageUrl) await deleteUnreferencedMedia([removed.imageUrl]);
  return { draft: null };
}
