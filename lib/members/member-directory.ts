import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { afterPositionSql, nextCursor } from "@/lib/pagination/keyset";
import type { MemberDirectoryQuery } from "@/lib/validation/member-directory";
import { fighterDetailsOf, type FighterDetailsColumns, type FighterDetailsDto } from "./fighter-details";
import { shownFullName } from "./member-dto";
import type { FollowedMemberDto } from "./member-follows";
import { followColumns } from "./relationship";

/** A member of the directory: who, their full name, bio and (a verified pro fighter) division and record, as their profile shows them; Fight Cred; and the viewer's follow either way. */
export interface DirectoryMemberDto extends FollowedMemberDto {
  fullName: string | null;
  bio: string | null;
  fighterDetails: FighterDetailsDto | null;
  fightCred: number;
  isYou: boolean;
  youFollow: boolean;
  followsYou: boolean;
}

/** GET /api/users/directory's body: a page of the directory (the next cursor travels in a header). */
export type MemberDirectoryAnswer = DirectoryMemberDto[];

/**
 * The pro fighters (or industry professionals) of the forum, the highest Fight Cred first, by
 * keyset over (fightCred, id) on the (role, fightCred, id) index; banned members left out; with a
 * weight class, the verified pro fighters of that division (the index's rows of the role filtered:
 * a forum's pro fighters are hundreds, not millions). Each
 * with whether the viewer follows them and they the viewer (two primary-key probes a row).
 */
export async function listMemberDirectory(query: MemberDirectoryQuery, viewer: SignedInViewer) {
  // Only verified pro fighters show a division, so only they are found by one.
  const division = query.weightClass ? Prisma.sql`AND u."weightClass" = ${query.weightClass}::"WeightClass" AND u."isVerified"` : Prisma.empty;
  const after = query.cursor ? Prisma.sql`AND ${afterPositionSql(Prisma.sql`u."fightCred"`, Prisma.sql`u.id`, "desc", query.cursor)}` : Prisma.empty;
  const rows = await db.$queryRaw<(Omit<DirectoryMemberDto, "fullName" | "isYou" | "fighterDetails"> & FighterDetailsColumns & { firstName: string | null; lastName: string | null; isVerified: boolean })[]>`
    SELECT u.id, u.username, u."imageUrl", u.role, u."firstName", u."lastName", u.bio, u."isVerified",
      u."weightClass", u."recordWins", u."recordLosses", u."recordDraws", u."fightCred", ${followColumns(viewer.id, Prisma.sql`u.id`)}
    FROM "User" u
    WHERE u.role = ${query.role}::"Role" AND NOT u."isBanned" ${division} ${after}
    ORDER BY u."fightCred" DESC, u.id DESC
    LIMIT ${query.limit}`;
  return {
    members: rows.map(({ firstName, lastName, isVerified, weightClass, recordWins, recordLosses, recordDraws, ...member }): DirectoryMemberDto => ({
      ...member,
      fullName: shownFullName({ role: member.role, firstName, lastName }),
      fighterDetails: fighterDetailsOf({ role: member.role, isVerified, weightClass, recordWins, recordLosses, recordDraws }),
      isYou: member.id === viewer.id,
    })),
    nextCursor: nextCursor(rows, query.limit, query.cursor !== undefined, (row) => row.fightCred),
  };
}
