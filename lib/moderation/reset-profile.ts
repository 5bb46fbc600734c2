import "server-only";
import { clearClerkProfile } from "@/lib/auth/clerk-users";
import { assertStaff } from "@/lib/auth/permissions";
import { isStaff } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { isUploadedMediaUrl } from "@/lib/media/media-url";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { closeMemberReports } from "@/lib/moderation/reports";
import { notify } from "@/lib/notifications/notify";
import { lockMemberRows } from "@/lib/row-locks";

/** POST /api/users/{id}/reset-profile answers this. */
export interface ResetProfileAnswer {
  reset: true;
}

const memberNotFound = () => notFound("User not found");

/** What a reset clears: everything a member chooses to show others but their username. */
const cleared = { imageUrl: null, firstName: null, lastName: null, bio: null, twitterUrl: null, instagramUrl: null, youtubeUrl: null, facebookUrl: null };
const resettableSelect = { imageUrl: true, firstName: true, lastName: true, bio: true, twitterUrl: true, instagramUrl: true, youtubeUrl: true, facebookUrl: true } as const;
const hasSomethingToReset = (member: Record<keyof typeof cleared, string | null>) =>
  (Object.keys(cleared) as (keyof typeof cleared)[]).some((field) => member[field] !== null);

/**
 * Staff remove a reported member's picture, names, bio and social links (a fake fighter's name, an
 * offensive picture or bio, spam links) without banning them. Their username, posts and plan stay. Clerk,
 * the identity's source, is cleared first; then, in one transaction, our row, the member's open
 * reports (each reporter thanked) and a notice to the member. An uploaded picture is deleted once
 * nothing shows it.
 */
export async function resetMemberProfile(viewer: SignedInViewer, memberId: string): Promise<ResetProfileAnswer> {
  assertStaff(viewer);
  const member = await db.user.findUnique({ where: { id: memberId }, select: { clerkId: true, role: true, ...resettableSelect } });
  if (!member) throw memberNotFound();
  if (isStaff(member.role)) throw forbidden("Moderators' and admins' profiles cannot be reset");
  if (!hasSomethingToReset(member)) throw nothingToReset();

  await clearClerkProfile(member.clerkId, { picture: member.imageUrl !== null && !isUploadedMediaUrl(member.imageUrl) });
  const previousPicture = await db.$transaction(async (tx) => {
    await lockMemberRows(tx, [memberId]);
    const current = await tx.user.findUnique({ where: { id: memberId }, select: resettableSelect });
    if (!current) throw memberNotFound();
    // Another moderator reset it meanwhile: their notices went out.
    if (!hasSomethingToReset(current)) throw nothingToReset();
    await tx.user.update({ where: { id: memberId }, data: cleared });
    await closeMemberReports(tx, memberId, viewer.id, "reset");
    await notify(tx, [
      {
        userId: memberId,
        actorId: viewer.id,
        type: "SYSTEM",
        message: "The moderators removed your profile picture, name, bio and social links for breaking the community guidelines. You can set new ones on your account page.",
      },
    ]);
    return current.imageUrl;
  });
  if (previousPicture && isUploadedMediaUrl(previousPicture)) await deleteUnreferencedMedia([previousPicture]);
  return { reset: true };
}

function nothingToReset() {
  return conflict("This member has no picture, name, bio or links to remove", "NOTHING_TO_RESET");
}
