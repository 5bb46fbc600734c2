import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { likeEscaped, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { PRO_ROLES } from "@/lib/auth/roles";
import { fighterDetailsOf, type FighterDetailsColumns } from "@/lib/members/fighter-details";
import { shownFullName } from "@/lib/members/member-dto";
import { AUTHOR_COLUMNS, type AuthorColumns } from "@/lib/members/profile-dto";
import { followColumns } from "@/lib/members/relationship";
import { CLOSEST_MEMBERS } from "@/lib/validation/limits";
import type { SearchQuery } from "@/lib/validation/search";
import type { Highlighted } from "./highlight";
import { authorOf, pageOf, readCursor, type MemberResult, type SearchAnswer } from "./results";

/** Three letters or digits in a row: what pg_trgm needs to look a name up by a part of it. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Members by name: usernames containing the text or close to it (trigrams; starting with it, for
 * a text without three letters or digits in a row), and the pros whose full name (shown on their
 * profile, unlike other members') holds it or a word close to it; the closest first (of
 * the `CLOSEST_MEMBERS` closest, by similarity and id for the cursor), or the newest. The closest
 * are read from the GiST trigram index in order of distance, which cannot start at a cursor: a page
 * after the thousandth name would read the thousand before it again, and a cursor past every name
 * would read every member whose name holds the text (27 ms at 10,000 members). A later page reads
 * the `CLOSEST_MEMBERS` (about 2 ms at 10,000 members); the newest first pages through every name.
 * Each with whether the viewer follows them and they the viewer, to follow from the results.
 */
export async function searchMembers(query: SearchQuery, viewer: SignedInViewer): Promise<SearchAnswer> {
  const position = readCursor(query.cursor, query.sort);
  const name = query.q.replace(/^@/, "").toLowerCase();
  // Full names hold letters, spaces, hyphens and apostrophes: "@name", or a text with a digit or an
  // underscore, names a username, and the pros' names are not read for it.
  const mayBeFullName = !query.q.startsWith("@") && !/[\d_]/.test(name);
  const escaped = likeEscaped(name);
  const closest = query.sort === "relevance";
  // lower(username), as the trigram indexes are (see migration 20261128190000_username_trigrams_on_lower).
  const username = Prisma.sql`lower(u.username)`;
  const hasTrigram = HAS_TRIGRAM.test(name);
  // A name without three letters or digits in a row ("jo", "a_b") holds no trigram that the names
  // containing it could be looked up by, so that every member would be read (25 ms at 10,000
  // members): it finds the names starting with it instead, as the mention list does.
  const nameMatches = hasTrigram
    ? Prisma.sql`${username} LIKE ${`%${escaped}%`} OR ${username} % ${name}`
    : Prisma.sql`${username} LIKE ${`${escaped}%`}`;
  // Pros are a few hundred members, read by the (role, id) index: their full names need no index.
  // Matched by a word close to the text (word similarity), so "jones" finds "Jon Jones" first; a
  // page needs no more of them than it shows, past its cursor.
  const fullName = Prisma.sql`lower(concat_ws(' ', NULLIF(u."firstName", ''), NULLIF(u."lastName", '')))`;
  const fullNameMatches = Prisma.sql`u.role = ANY(${[...PRO_ROLES]}::"Role"[]) AND (${
    hasTrigram
      ? Prisma.sql`${fullName} LIKE ${`%${escaped}%`} OR ${name} <% ${fullName}`
      : Prisma.sql`${fullName} LIKE ${`${escaped}%`} OR ${fullName} LIKE ${`% ${escaped}%`}`
  })`;
  // The same key whichever way a member was found, so that a pro found both ways is one row.
  const fullNameKey = mayBeFullName ? Prisma.sql`, CASE WHEN ${fullNameMatches} THEN word_similarity(${name}, ${fullName}) ELSE 0 END` : Prisma.empty;
  const sortKey = closest ? Prisma.sql`GREATEST(similarity(${username}, ${name})${fullNameKey})::float8` : Prisma.sql`u."createdAt"`;
  const columns = Prisma.sql`u.id, ${sortKey} AS "sortKey", ${AUTHOR_COLUMNS}, u."firstName", u."lastName",
    u."weightClass", u."recordWins", u."recordLosses", u."recordDraws"`;
  const matching = Prisma.sql`SELECT ${columns} FROM "User" u WHERE ${nameMatches}`;
  const prosByFullName = Prisma.sql`SELECT ${columns} FROM "User" u WHERE ${fullNameMatches}`;
  const nearest = Prisma.sql`${matching} ORDER BY ${username} <-> ${name}`;
  const closestNames = Prisma.raw(String(CLOSEST_MEMBERS));
  // A first page reads only as far as its last name's ties (enough to sort it by similarity and
  // id); a later page reads all the closest, as a read in order of distance cannot start at its cursor.
  const byUsername = !closest
    ? matching
    : position
      ? Prisma.sql`${nearest} LIMIT ${closestNames}`
      : Prisma.sql`SELECT * FROM (${nearest} FETCH FIRST ${query.limit + 1} ROWS WITH TIES) first_page LIMIT ${closestNames}`;
  const after = position ? Prisma.sql`WHERE ("sortKey", id) < (${closest ? position[0] : new Date(position[0] as string)}, ${position[1]})` : Prisma.empty;
  const found = mayBeFullName
    ? Prisma.sql`(${byUsername}) UNION (SELECT * FROM (${prosByFullName}) pros ${after} ORDER BY "sortKey" DESC, id DESC LIMIT ${query.limit + 1})`
    : byUsername;
  // The viewer's follows are probed for the page's members alone, once they are chosen.
  const rows = await queryRows<
    { id: string; sortKey: number | Date; youFollow: boolean; followsYou: boolean; firstName: string | null; lastName: string | null } & AuthorColumns & FighterDetailsColumns
  >(Prisma.sql`
    SELECT page.*, ${followColumns(viewer.id, Prisma.sql`page.id`)}
    FROM (
      SELECT * FROM (${found}) found
      ${after}
      ORDER BY "sortKey" DESC, id DESC
      LIMIT ${query.limit + 1}
    ) page
    ORDER BY "sortKey" DESC, id DESC`);
  return pageOf(
    rows,
    query.limit,
    (row): MemberResult => {
      const fullName = shownFullName({ role: row.authorRole, firstName: row.firstName, lastName: row.lastName });
      return {
        type: "member",
        name: highlightName(row.authorUsername, name),
        fullName: fullName === null ? null : highlightName(fullName, name),
        fighterDetails: fighterDetailsOf({ ...row, role: row.authorRole, isVerified: row.authorIsVerified }),
        member: authorOf(row),
        isYou: row.id === viewer.id,
        youFollow: row.youFollow,
        followsYou: row.followsYou,
      };
    },
  );
}

/** A username or full name with the searched text (lowercase) marked where it appears in it, whatever its case. */
function highlightName(shown: string, name: string): Highlighted {
  const lower = shown.toLowerCase();
  // A letter whose lowercase is longer ("İ") would shift the positions: such a name is not marked.
  const at = lower.length === shown.length ? lower.indexOf(name) : -1;
  if (at === -1 || name === "") return [{ text: shown, match: false }];
  return [
    { text: shown.slice(0, at), match: false },
    { text: shown.slice(at, at + name.length), match: true },
    { text: shown.slice(at + name.length), match: false },
  ].filter((part) => part.text !== "");
}
