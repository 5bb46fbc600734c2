import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * How common a search's words are, from PostgreSQL's statistics of the search entries (kept by
 * ANALYZE): what lib/search/search.ts needs to choose how to read the matches.
 */

/** A lexeme in at least this share of a table's posts is left out of its index scans (`common`). */
const COMMON_SHARE = 0.2;
/** A lexeme in at least this many posts by the statistics has more matches than a search keeps (`frequent`). */
export const FREQUENT_POSTS = 1000;
const STATISTICS_REREAD_MS = 10 * 60 * 1000;
export type SearchedTable = "ThreadSearch" | "ReplySearch";

export interface WordStatistics {
  /**
   * Words nearly every post has (a fight forum's "fight"): such a word makes each GIN scan that
   * includes it decode its whole posting list, 7 ms for a word in all of 1,000,000 replies.
   */
  common: string[];
  /** Words in at least `FREQUENT_POSTS` posts: a search for one of them goes straight to its newest matches. */
  frequent: string[];
}

const statisticsByTable = new Map<SearchedTable, { readAt: number; statistics: Promise<WordStatistics> }>();

/**
 * The lexemes PostgreSQL's statistics find in many of a table's search entries (the most common
 * elements of its vectors, with their shares of the table's estimated rows), read again every ten
 * minutes: none until the table has been analyzed.
 */
export function wordStatistics(table: SearchedTable): Promise<WordStatistics> {
  const known = statisticsByTable.get(table);
  if (known && Date.now() - known.readAt < STATISTICS_REREAD_MS) return known.statistics;
  // One row, with empty lists before the table's first ANALYZE. The shares list ends with three
  // figures that are not a lexeme's (their minimum, maximum and nulls): `element.lexeme` is null there.
  const statistics = db.$queryRaw<WordStatistics[]>`
    SELECT
      coalesce(array_agg(element.lexeme) FILTER (WHERE element.share >= ${COMMON_SHARE}), '{}') AS common,
      coalesce(array_agg(element.lexeme) FILTER (WHERE element.share * greatest(c.reltuples, 0) >= ${FREQUENT_POSTS}), '{}') AS frequent
    FROM pg_stats s
    JOIN pg_class c ON c.oid = to_regclass(format('%I.%I', s.schemaname, s.tablename))
    CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS element(lexeme, share)
    WHERE s.schemaname = current_schema() AND s.tablename = ${table} AND s.attname = 'search' AND element.lexeme IS NOT NULL`.then(
    ([row]) => row,
  );
  statisticsByTable.set(table, { readAt: Date.now(), statistics });
  // A failed read is not kept: the next search reads again (unless a newer read replaced it).
  statistics.catch(() => statisticsByTable.get(table)?.statistics === statistics && statisticsByTable.delete(table));
  return statistics;
}

/**
 * The words a search's GIN scans look up: without the common ones (`common`, an SQL text[]) when
 * the words are ANDed together and a rarer one remains (SQL function "searchIndexQuery", computed
 * once per search in lib/search/search.ts's `search_words`).
 */
export const indexTerms = (words: Prisma.Sql, common: Prisma.Sql) => Prisma.sql`"searchIndexQuery"(${words}, ${common})`;

/**
 * Whether the index terms are one word in many posts (`frequent`, an SQL text[]; computed once per
 * search, as the terms are): its matches are then more than a search keeps, and reading some in
 * any order first would be wasted.
 */
export const oneFrequentWord = (terms: Prisma.Sql, frequent: Prisma.Sql) =>
  Prisma.sql`(numnode(${terms}) = 1 AND array_to_tsvector(${frequent}) @@ ${terms})`;

/**
 * Whether a post that had every common word (`common`, an SQL text[]) and no other would match the
 * index terms (computed once per search): the terms then name no rarer word, and each scan of the
 * index would read the common words' whole posting lists, so lib/search/search.ts checks the newest
 * posts first instead. "-word" for a word outside the list holds too: nearly every post lacks it.
 */
export const onlyCommonWords = (terms: Prisma.Sql, common: Prisma.Sql) => Prisma.sql`(array_to_tsvector(${common}) @@ ${terms})`;
