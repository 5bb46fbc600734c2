import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Words nearly every post has (a fight forum's "fight"), left out of the words search's GIN scans
 * look up (lib/search/search.ts checks every row found against all the words): such a word makes
 * each scan that includes it decode its whole posting list, 7 ms for a word in all of 1,000,000
 * replies.
 */

/** A lexeme in at least this share of a table's posts is left out of its index scans. */
const COMMON_SHARE = 0.2;
const COMMON_REREAD_MS = 10 * 60 * 1000;
type SearchedTable = "ThreadSearch" | "ReplySearch";
const commonByTable = new Map<SearchedTable, { readAt: number; lexemes: Promise<string[]> }>();

/**
 * The lexemes in a large share of a table's search vectors, from PostgreSQL's statistics (kept by
 * ANALYZE), read again every ten minutes: none until the table has been analyzed.
 */
export function commonLexemes(table: SearchedTable): Promise<string[]> {
  const known = commonByTable.get(table);
  if (known && Date.now() - known.readAt < COMMON_REREAD_MS) return known.lexemes;
  const lexemes = db.$queryRaw<{ lexemes: string[] }[]>`
    SELECT ARRAY(
      SELECT element.lexeme FROM unnest(most_common_elems::text::text[]) WITH ORDINALITY AS element(lexeme, position)
      WHERE most_common_elem_freqs[element.position] >= ${COMMON_SHARE}) AS lexemes
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${table} AND attname = 'search'`.then(([row]) => row?.lexemes ?? []);
  commonByTable.set(table, { readAt: Date.now(), lexemes });
  // A failed read is not kept: the next search reads again (unless a newer read replaced it).
  lexemes.catch(() => commonByTable.get(table)?.lexemes === lexemes && commonByTable.delete(table));
  return lexemes;
}

/**
 * The words a search's GIN scans look up: without the common ones when the words are ANDed
 * together and a rarer one remains (SQL function "searchIndexQuery", computed when PostgreSQL
 * plans, so it still knows how common the remaining words are).
 */
export const indexTerms = (words: Prisma.Sql, common: string[]) => Prisma.sql`"searchIndexQuery"(${words}, ${common}::text[])`;
