import "server-only";
import { assertAdmin } from "@/lib/auth/permissions";
import { isProRole, isStaff, type ProRole } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role, VerificationStatus } from "@/lib/generated/prisma/enums";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { notify } from "@/lib/notifications/notify";
import { afterPosition, nextCursor } from "@/lib/pagination/keyset";
import { lockMemberRows } from "@/lib/row-locks";
import type { VerificationDecisionInput, VerificationList, VerificationQueueQuery, VerificationRequestInput, VerificationRevocationInput } from "@/lib/validation/verification";
import { VERIFIED_ROLES, verifiedRoleWithArticle } from "./verified-roles";

/**
 * Verification: a member asks to be verified as a pro fighter or an MMA industry professional,
 * with their full name and links that show who they are; admins approve it (the member takes the
 * role and the verified mark: a pro fighter's posts become premium and earn a revenue share) or
 * decline it with a reason the member reads, and may take a verification back later (REVOKED).
 * One request under review a member at a time. The member is told of each decision by a
 * VERIFICATION_DECISION notice, which opens their Verification on /account; the admins' notices of
 * a request go once it is decided or withdrawn, as it has left their queue.
 */

const ADMINS_ONLY = "Only admins can verify members.";

/** A member's own request, as /account shows it. */
export interface MyVerificationDto {
  id: string;
  role: ProRole;
  fullName: string;
  links: string[];
  note: string | null;
  status: VerificationStatus;
  createdAt: string;
  decidedAt: string | null;
  /** Why it was declined, or taken back. */
  reason: string | null;
}

/** GET /api/users/me/verification's body: the member's latest request, whether they are verified, and whether they may ask now. */
export interface MyVerificationAnswer {
  request: MyVerificationDto | null;
  verified: boolean;
  canApply: boolean;
}

const myRequestSelect = {
  id: true,
  role: true,
  fullName: true,
  links: true,
  note: true,
  status: true,
  createdAt: true,
  decidedAt: true,
  reason: true,
} as const satisfies Prisma.VerificationRequestSelect;

function toMyVerificationDto(row: Prisma.VerificationRequestGetPayload<{ select: typeof myRequestSelect }>): MyVerificationDto {
  return {
    ...row,
    role: row.role as ProRole,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Why the member may not ask to be verified, or null: banned, staff, or verified already. */
function applyRefusal(member: { role: Role; isBanned: boolean; isVerified: boolean }) {
  if (member.isBanned) return forbidden("Your account has been banned: it cannot be verified.", "BANNED");
  if (isStaff(member.role)) return forbidden("Moderators and admins are not verified as fighters or industry professionals.");
  if (member.isVerified) return forbidden("Your account is verified already.");
  return null;
}

const alreadyPending = () => conflict("You already have a verification request under review.", "VERIFICATION_PENDING");

/** The member's latest request (any status), and whether they may make one now. */
export async function getMyVerification(viewer: SignedInViewer): Promise<MyVerificationAnswer> {
  const latest = await db.verificationRequest.findFirst({ where: { userId: viewer.id }, orderBy: { createdAt: "desc" }, select: myRequestSelect });
  return {
    request: latest && toMyVerificationDto(latest),
    verified: viewer.isVerified,
    canApply: applyRefusal(viewer) === null && latest?.status !== "PENDING",
  };
}

/**
 * The member asks to be verified. Held by their row's lock, so two requests at once make one; the
 * admins are told (VERIFICATION_REQUEST, which opens their queue).
 */
export async function requestVerification(input: VerificationRequestInput, viewer: SignedInViewer): Promise<MyVerificationDto> {
  const refusal = applyRefusal(viewer);
  if (refusal) throw refusal;
  return db.$transaction(async (tx) => {
    await lockMemberRows(tx, [viewer.id]);
    if (await tx.verificationRequest.findFirst({ where: { userId: viewer.id, status: "PENDING" }, select: { id: true } })) throw alreadyPending();
    const created = await tx.verificationRequest.create({
      data: { userId: viewer.id, role: input.role, fullName: input.fullName, links: input.links, note: input.note ?? null },
      select: myRequestSelect,
    });
    const admins = await tx.user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
    const message = `${viewer.username} asked to be verified as ${verifiedRoleWithArticle(input.role)}.`;
    await notify(
      tx,
      admins.map(({ id }) => ({ userId: id, actorId: viewer.id, type: "VERIFICATION_REQUEST" as const, message })),
    );
    return toMyVerificationDto(created);
  });
}

/** The admins' notices of a member's request, which leave with it from their queue. */
const clearRequestNotices = (tx: Prisma.TransactionClient, memberId: string) =>
  tx.notification.deleteMany({ where: { type: "VERIFICATION_REQUEST", actorId: memberId } });

/** DELETE /api/users/me/verification answers this. */
export interface WithdrawVerificationAnswer {
  withdrawn: true;
}

/**
 * The member takes back their request under review (to correct it, or because they changed their
 * mind), under their row's lock, so that an admin's decision is made before it or finds it gone.
 */
export async function withdrawVerification(viewer: SignedInViewer): Promise<WithdrawVerificationAnswer> {
  const { count } = await db.$transaction(async (tx) => {
    await lockMemberRows(tx, [viewer.id]);
    const withdrawn = await tx.verificationRequest.deleteMany({ where: { userId: viewer.id, status: "PENDING" } });
    if (withdrawn.count > 0) await clearRequestNotices(tx, viewer.id);
    return withdrawn;
  });
  if (count === 0) throw notFound("You have no verification request under review.");
  return { withdrawn: true };
}

const queueSelect = {
  id: true,
  role: true,
  fullName: true,
  links: true,
  note: true,
  createdAt: true,
  status: true,
  reason: true,
  decidedAt: true,
  decidedBy: { select: { username: true } },
  user: { select: { id: true, username: true, imageUrl: true, role: true, createdAt: true, postsCount: true, repliesCount: true, fightCred: true } },
} as const satisfies Prisma.VerificationRequestSelect;

/** How each of the admins' lists is read: which requests, in which order, paged by which key (a decided request has a decision time, a pending one none). */
const LISTS = {
  pending: { where: { status: "PENDING" }, key: "createdAt", order: "asc" },
  decided: { where: { decidedAt: { not: null } }, key: "decidedAt", order: "desc" },
} as const satisfies Record<VerificationList, { where: Prisma.VerificationRequestWhereInput; key: "createdAt" | "decidedAt"; order: "asc" | "desc" }>;

/**
 * Admins: the requests under review, longest waiting first, by keyset over (createdAt, id) on the
 * (status, createdAt, id) index; or the decided ones (approved, declined, removed), the latest
 * decision first, by keyset over (decidedAt, id) on its own index, with who decided and why. Each
 * with what the forum knows of the member.
 */
export async function listVerificationRequests(viewer: SignedInViewer, query: VerificationQueueQuery) {
  assertAdmin(viewer, ADMINS_ONLY);
  const list = LISTS[query.show];
  const after = query.cursor ? afterPosition<Prisma.VerificationRequestWhereInput>(list.key, list.order, query.cursor) : {};
  const rows = await db.verificationRequest.findMany({
    where: { AND: [list.where, after] },
    orderBy: [{ [list.key]: list.order }, { id: list.order }],
    take: query.limit,
    select: queueSelect,
  });
  return {
    requests: rows.map(({ user, decidedBy, ...request }) => ({
      ...request,
      role: request.role as ProRole,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      /** Gone when that admin's account was deleted. */
      decidedBy: decidedBy?.username ?? null,
      member: { ...user, createdAt: user.createdAt.toISOString() },
    })),
    nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row[list.key] ?? row.createdAt),
  };
}
/** An entry of the admins' lists. */
export type VerificationQueueItemDto = Awaited<ReturnType<typeof listVerificationRequests>>["requests"][number];

/** POST /api/admin/verification/{id} answers this. */
export interface VerificationDecisionAnswer {
  id: string;
  status: VerificationStatus;
}

/**
 * An admin approves a request under review (the member takes its role and the verified mark) or
 * declines it with a reason; the member is told either way. The member's row lock orders
 * it against a withdrawal, a second admin's decision or a ban: a request decided or withdrawn
 * meanwhile is 409 or 404, and a member banned or made staff meanwhile is not approved.
 */
export async function decideVerification(requestId: string, input: VerificationDecisionInput, viewer: SignedInViewer): Promise<VerificationDecisionAnswer> {
  assertAdmin(viewer, ADMINS_ONLY);
  const requestNotFound = () => notFound("Verification request not found");
  const asked = await db.verificationRequest.findUnique({ where: { id: requestId }, select: { userId: true } });
  if (!asked) throw requestNotFound();
  return db.$transaction(async (tx) => {
    await lockMemberRows(tx, [asked.userId]);
    const request = await tx.verificationRequest.findUnique({
      where: { id: requestId },
      select: { status: true, role: true, user: { select: { role: true, isBanned: true } } },
    });
    if (!request) throw requestNotFound();
    if (request.status !== "PENDING") throw conflict("This request was decided already.", "ALREADY_DECIDED");
    const role = request.role as ProRole;
    const decidedBy = { decidedById: viewer.id, decidedAt: new Date() };
    const tell = (message: string) => notify(tx, [{ userId: asked.userId, actorId: viewer.id, type: "VERIFICATION_DECISION", message }]);
    await clearRequestNotices(tx, asked.userId);
    if (input.decision === "approve") {
      if (request.user.isBanned) throw conflict("This member is banned: decline the request instead.");
      if (isStaff(request.user.role)) throw conflict("This member is a moderator or an admin now: decline the request instead.");
      await tx.user.update({ where: { id: asked.userId }, data: { role: request.role, isVerified: true } });
      await tx.verificationRequest.update({ where: { id: requestId }, data: { status: "APPROVED", ...decidedBy } });
      await tell(`Your verification was approved: you are now a verified ${VERIFIED_ROLES[role]}.`);
      return { id: requestId, status: "APPROVED" };
    }
    await tx.verificationRequest.update({ where: { id: requestId }, data: { status: "DECLINED", reason: input.reason, ...decidedBy } });
    await tell(`Your request to be verified as ${verifiedRoleWithArticle(role)} was declined: ${input.reason}`);
    return { id: requestId, status: "DECLINED" };
  });
}

/** DELETE /api/users/{id}/verification answers this. */
export interface VerificationRevocationAnswer {
  verified: false;
}

/**
 * An admin removes a member's verification (an impostor, a retired career, a mistake): the
 * verified mark goes, a pro role becomes a member's again (a pro fighter's posts are no longer
 * premium and earn no share from the next month's close on), the approved request they had becomes
 * REVOKED with the reason, and the member is told why. They may ask again. Under the member's row
 * lock, like the decisions: two admins at once take it back once, the other gets 409.
 */
export async function revokeVerification(memberId: string, input: VerificationRevocationInput, viewer: SignedInViewer): Promise<VerificationRevocationAnswer> {
  assertAdmin(viewer, ADMINS_ONLY);
  return db.$transaction(async (tx) => {
    await lockMemberRows(tx, [memberId]);
    const member = await tx.user.findUnique({ where: { id: memberId }, select: { role: true, isVerified: true } });
    if (!member) throw notFound("User not found");
    if (!member.isVerified) throw conflict("This member is not verified.", "NOT_VERIFIED");
    await tx.user.update({ where: { id: memberId }, data: { isVerified: false, ...(isProRole(member.role) && { role: "USER" }) } });
    const approved = await tx.verificationRequest.findFirst({ where: { userId: memberId, status: "APPROVED" }, orderBy: { createdAt: "desc" }, select: { id: true } });
    if (approved) {
      await tx.verificationRequest.update({
        where: { id: approved.id },
        data: { status: "REVOKED", reason: input.reason, decidedById: viewer.id, decidedAt: new Date() },
      });
    }
    const was = isProRole(member.role) ? ` as ${verifiedRoleWithArticle(member.role)}` : "";
    await notify(tx, [{ userId: memberId, actorId: viewer.id, type: "VERIFICATION_DECISION", message: `An admin removed your verification${was}: ${input.reason}` }]);
    return { verified: false };
  });
}
