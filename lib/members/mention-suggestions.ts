import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";

/** How many members the composer offers for one "@…". */
export const MENTION_SUGGESTIONS_MAX = 8;

export interface MentionSuggestion {
  username: string;
  imageUrl: string | null;
  role: Role;
}

/**
 * Members whose username starts with `prefix` (lowercase, as stored), the most active first, for
 * the composer's @mention list. Public fields only, as on any post's author line.
 */
export async function suggestMentions(prefix: string): Promise<MentionSuggestion[]> {
  // The prefix may hold "_", a LIKE wildcard: escaped so it matches itself.
  const pattern = `${prefix.replace(/[\\%_]/g, "\\$&")}%`;
  return db.$queryRaw<MentionSuggestion[]>`
    SELECT username, "imageUrl", role::text AS role FROM "User"
    WHERE username LIKE ${pattern}
    ORDER BY "fightCred" DESC, username ASC
    LIMIT ${MENTION_SUGGESTIONS_MAX}`;
}
