import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { likeEscaped, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
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
 * a text without three letters or digits in a row), the closest first (of
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
  const escaped = likeEscaped(name);
  const closest = query.sort === "relevance";
  // lower(username), as the trigram indexes are (see migration 20261128190000_username_trigrams_on_lower).
  const username = Prisma.sql`lower(u.username)`;
  const sortKey = closest ? Prisma.sql`similarity(${username}, ${name})::float8` : Prisma.sql`u."createdAt"`;
  // A name without three letters or digits in a row ("jo", "a_b") holds no trigram that the names
  // containing it could be looked up by, so that every member would be read (25 ms at 10,000
  // members): it finds the names starting with it instead, as the mention list does.
  const nameMatches = HAS_TRIGRAM.test(name)
    ? Prisma.sql`${username} LIKE ${`%${escaped}%`} OR ${username} % ${name}`
    : Prisma.sql`${username} LIKE ${`${escaped}%`}`;
  const matching = Prisma.sql`
    SELECT u.id, ${sortKey} AS "sortKey", ${AUTHOR_COLUMNS}
    FROM "User" u
    WHERE ${nameMatches}`;
  const nearest = Prisma.sql`${matching} ORDER BY ${username} <-> ${name}`;
  const closestNames = Prisma.raw(String(CLOSEST_MEMBERS));
  // A first page reads only as far as its last name's ties (enough to sort it by similarity and
  // id); a later page reads all the closest, as a read in order of distance cannot start at its cursor.
  const found = !closest
    ? matching
    : position
      ? Prisma.sql`${nearest} LIMIT ${closestNames}`
      : Prisma.sql`SELECT * FROM (${nearest} FETCH FIRST ${query.limit + 1} ROWS WITH TIES) first_page LIMIT ${closestNames}`;
  const after = position ? Prisma.sql`WHERE ("sortKey", id) < (${closest ? position[0] : new Date(position[0] as string)}, ${position[1]})` : Prisma.empty;
  // The viewer's follows are probed for the page's members alone, once they are chosen.
  const rows = await queryRows<{ id: string; sortKey: number | Date; youFollow: boolean; followsYou: boolean } & AuthorColumns>(Prisma.sql`
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
    (row): MemberResult => ({
      type: "member",
      name: highlightName(row.authorUsername, name),
      member: authorOf(row),
      isYou: row.id === viewer.id,
      youFollow: row.youFollow,
      followsYou: row.followsYou,
    }),
  );
}

/** A username with the searched text marked where it appears in it. */
function highlightName(username: string, name: string): Highlighted {
  const at = username.indexOf(name);
  if (at === -1) return [{ text: username, match: false }];
  return [
    { text: username.slice(0, at), match: false },
    { text: name, match: true },
    { text: username.slice(at + name.length), match: false },
  ].filter((part) => part.text !== "");
}
