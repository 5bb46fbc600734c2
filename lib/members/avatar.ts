import "server-only";
import { uploadProfileImageToClerk } from "@/lib/auth/clerk-users";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { assertMayEditProfile } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { IMAGE_MIME_TYPES, IMAGE_UPLOAD_RULES } from "@/lib/media/image-rules";
import { isUploadedMediaUrl } from "@/lib/media/media-url";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { readUploadForm } from "@/lib/media/read-upload-form";
import { processUploadedImage } from "@/lib/media/save-uploaded-image";
import { newMediaName, storeMedia } from "@/lib/media/storage";
import { lockMemberRows } from "@/lib/row-locks";

/** PUT /api/users/me/avatar's body: the member's new picture. */
export interface AvatarAnswer {
  imageUrl: string;
}

/**
 * A member's new profile picture (SPEC.md section 5's profile image rules: 5 MB, 100 to 2048 px,
 * no GIF), re-encoded like every upload. With Clerk it becomes the Clerk user's picture and the
 * profile shows Clerk's copy (as the identity sync would); with the development sign-in it is
 * stored here, and the picture it replaces is deleted once nothing shows it.
 */
export async function replaceAvatar(req: Request, viewer: SignedInViewer): Promise<AvatarAnswer> {
  assertMayEditProfile(viewer);
  const image = await processUploadedImage(await readUploadForm(req, "profile"), IMAGE_UPLOAD_RULES.profile);
  const imageUrl =
    (await uploadProfileImageToClerk(viewer.clerkId, { data: image.data, contentType: IMAGE_MIME_TYPES[image.format] })) ??
    (await storeMedia(newMediaName(image.format), image.data, image.format));

  const previous = await db.$transaction(async (tx) => {
    await lockMemberRows(tx, [viewer.id]);
    const member = await tx.user.findUnique({ where: { id: viewer.id }, select: { imageUrl: true } });
    // Deleted meanwhile (from another tab): the new file is left for media pruning.
    if (!member) throw notFound("User not found");
    await tx.user.update({ where: { id: viewer.id }, data: { imageUrl } });
    return member.imageUrl;
  });
  if (previous && previous !== imageUrl && isUploadedMediaUrl(previous)) await deleteUnreferencedMedia([previous]);
  return { imageUrl };
}
