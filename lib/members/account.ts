import "server-only";
import { writeNamesToClerk } from "@/lib/auth/clerk-users";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { assertMayEditProfile } from "@/lib/auth/permissions";
import { calendarFeedUrl } from "@/lib/events/calendar-feed";
import { isVerifiedFighter } from "@/lib/auth/roles";
import { forbidden, notFound } from "@/lib/http/errors";
import { lockMemberRows } from "@/lib/row-locks";
import { NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@/lib/notifications/preferences";
import type { AccountUpdate } from "@/lib/validation/account";
import { fighterDetailsOf } from "./fighter-details";
import { socialLinksOf } from "./profile-dto";

const accountSelect = {
  id: true,
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  bio: true,
  weightClass: true,
  recordWins: true,
  recordLosses: true,
  recordDraws: true,
  imageUrl: true,
  role: true,
  isVerified: true,
  planType: true,
  twitterUrl: true,
  instagramUrl: true,
  youtubeUrl: true,
  facebookUrl: true,
  notificationsOff: true,
  messagesFrom: true,
  readReceipts: true,
  calendarFeedToken: true,
} as const satisfies Prisma.UserSelect;

type AccountRow = Prisma.UserGetPayload<{ select: typeof accountSelect }>;

function toAccountDto(row: AccountRow) {
  const off = new Set<NotificationType>(row.notificationsOff);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    /** Set and shown for verified pro fighters only. */
    fighterDetails: fighterDetailsOf(row),
    imageUrl: row.imageUrl,
    role: row.role,
    planType: row.planType,
    socialLinks: socialLinksOf(row),
    /** Who may send the member private messages (staff always may). */
    messagesFrom: row.messagesFrom,
    /** Whether the member shares read receipts in private messages (and so sees others'). */
    readReceipts: row.readReceipts,
    /** The member's fight night calendar address, or null while they have none. */
    calendarFeedUrl: calendarFeedUrl(row.calendarFeedToken),
    notificationPreferences: Object.fromEntries(NOTIFICATION_PREFERENCES.map(({ type }) => [type, !off.has(type)])) as NotificationPreferences,
  };
}

/** GET and PATCH /api/users/me's body: the signed-in member's own account, with what only they see (e-mail, preferences). */
export type AccountAnswer = ReturnType<typeof toAccountDto>;

/** A member deleted meanwhile (from another tab) has no account left to read or change. */
const accountGone = () => notFound("User not found");

export async function getAccount(viewer: SignedInViewer): Promise<AccountAnswer> {
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: accountSelect });
  if (!row) throw accountGone();
  return toAccountDto(row);
}

/** The stored list of types turned off, after turning some on or off. */
function notificationsOffAfter(current: NotificationType[], preferences: Partial<NotificationPreferences>) {
  const off = new Set(current);
  for (const [type, on] of Object.entries(preferences) as [keyof NotificationPreferences, boolean | undefined][]) {
    if (on === true) off.delete(type);
    if (on === false) off.add(type);
  }
  return [...off].sort();
}

/**
 * The member changes their names, bio, social links, who may message them, read receipts, notification
 * preferences, or (a verified pro fighter) their weight class and pro record. Names go to Clerk
 * first (the identity's source): when Clerk cannot take them nothing changes here either (503).
 * Preferences are read and written under the member's row lock, so two tabs saving different
 * switches keep both.
 */
export async function updateAccount(viewer: SignedInViewer, update: AccountUpdate): Promise<AccountAnswer> {
  const { firstName, lastName, bio, fighterDetails, socialLinks, messagesFrom, readReceipts, notificationPreferences } = update;
  if (firstName !== undefined || lastName !== undefined || bio !== undefined || fighterDetails !== undefined || socialLinks !== undefined) assertMayEditProfile(viewer);
  if (fighterDetails !== undefined && !isVerifiedFighter(viewer)) throw forbidden("Only verified pro fighters have a weight class and a pro record.", "NOT_A_VERIFIED_FIGHTER");
  if (firstName !== undefined || lastName !== undefined) await writeNamesToClerk(viewer.clerkId, { firstName, lastName });

  const row = await db.$transaction(async (tx) => {
    await lockMemberRows(tx, [viewer.id]);
    const current = await tx.user.findUnique({ where: { id: viewer.id }, select: { notificationsOff: true } });
    if (!current) throw accountGone();
    const notificationsOff = notificationPreferences ? notificationsOffAfter(current.notificationsOff, notificationPreferences) : undefined;
    return tx.user.update({
      where: { id: viewer.id },
      data: {
        firstName,
        lastName,
        bio,
        ...(fighterDetails && {
          weightClass: fighterDetails.weightClass,
          recordWins: fighterDetails.record?.wins ?? null,
          recordLosses: fighterDetails.record?.losses ?? null,
          recordDraws: fighterDetails.record?.draws ?? null,
        }),
        twitterUrl: socialLinks?.twitter,
        instagramUrl: socialLinks?.instagram,
        youtubeUrl: socialLinks?.youtube,
        facebookUrl: socialLinks?.facebook,
        messagesFrom,
        readReceipts,
        notificationsOff,
      },
      select: accountSelect,
    });
  });
  return toAccountDto(row);
}
