import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, likeEscaped } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";

/** How many members the composer offers for one "@…". */
const MENTION_SUGGESTIONS_MAX = 8;

export interface MentionSuggestion {
  username: string;
  imageUrl: string | null;
  role: Role;
}

/**
 * Members whose username starts with `prefix` (lowercase, as stored), the most active first, for
 * the composer's @mention list. Public fields only, as on any post's author line. Members who
 * blocked the viewer are left out: a mention of them would not reach them (staff reach everyone).
 */
export async function suggestMentions(prefix: string, viewer: SignedInViewer): Promise<MentionSuggestion[]> {
  // lower(username) is what the trigram index holds (migration 20261128190000_username_trigrams_on_lower).
  const pattern = `${likeEscaped(prefix)}%`;
  return db.$queryRaw<MentionSuggestion[]>`
    SELECT username, "imageUrl", role::text AS role FROM "User"
    WHERE lower(username) LIKE ${pattern}
      AND (${viewer.isStaff} OR NOT EXISTS (
        SELECT 1 FROM "MemberRestriction" r WHERE r."userId" = "User".id AND r."targetId" = ${viewer.id} AND r.kind = 'BLOCK'))
    ORDER BY "fightCred" DESC, username ASC
    LIMIT ${MENTION_SUGGESTIONS_MAX}`;
}
