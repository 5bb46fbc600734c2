import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { CATEGORIES } from "@/lib/categories";
import { PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AUTHOR_COLUMNS, type AuthorColumns } from "@/lib/members/profile-dto";
import { SEARCH_PAGE_SIZE } from "@/lib/validation/limits";
import type { SearchQuery } from "@/lib/validation/search";
import { indexTerms, oneFrequentWord, onlyCommonWords, wordStatistics, type SearchedTable, type WordStatistics } from "./common-words";
import { firstPartLength, highlightAll, LATER_PART_LEAD, laterMatchPattern, laterSnippetOf, SNIPPET_SOURCE_CHARS, snippetOf, type Highlighted } from "./highlight";
import { searchedLexemes } from "./lexemes";
import { searchMembers } from "./members";
import { authorOf, pageOf, readCursor, type Position, type ReplyResult, type SearchAnswer, type ThreadResult } from "./results";
import { windowsNewestFirst } from "./time-windows";

/**
 * Search (GET /api/search, /search): PostgreSQL full-text search over the search entries of
 * threads and replies ("ThreadSearch" and "ReplySearch", kept by triggers: migration
 * 20261127100000_search_entries); members by trigram similarity of their usernames (`members.ts`).
 *
 * Premium: for a viewer who is not paid, a pro fighter's thread is matched, ranked and
 * highlighted by its title alone (titles show in lists anyway), and pro fighters' replies are
 * neither matched nor shown, so their content cannot surface through results, snippets or order.
 *
 * Relevance mixes the text rank with recency, among the newest 200 matches: score = 10 ×
 * ts_rank_cd(…, normalised to 0–1) + 1 per 300 days of creation time, so a title match outweighs
 * a content-only one unless that is about two years newer. The score depends on nothing but the
 * row, so the next page continues where the last one ended. Both sorts find their newest matches
 * window of time by window (`newestMatches`), so a search costs about what it keeps.
 */

export const RELEVANCE_CANDIDATES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a post's snippet is made from (`SNIPPET_SOURCE_CHARS`), and one character more when the post goes on. */
const snippetSource = (content: Prisma.Sql) => Prisma.sql`left(${content}, ${Prisma.raw(String(SNIPPET_SOURCE_CHARS + 1))})`;

/**
 * A long post whose first part holds no searched word shows the part around its first match
 * further on instead (`laterSnippetOf`). Such posts are few, so their later parts are read by a
 * statement of their own, for them alone (`rows` hold the posts' first parts as the search read
 * them), where the viewer may still read the post: its search entry is there, and a pro fighter's
 * content only for a paid viewer, checked again as it may have changed since the search's statement.
 */
async function showLaterMatches(
  results: { id: string; snippet: Highlighted }[],
  rows: { id: string; content: string | null }[],
  lexemes: Set<string>,
  posts: { table: "Thread" | "Reply"; entries: SearchedTable; key: string },
  viewerPaid: boolean,
) {
  const contents = new Map(rows.map((row) => [row.id, row.content]));
  const unmatched = results.filter(({ id, snippet }) => (contents.get(id)?.length ?? 0) > SNIPPET_SOURCE_CHARS && !snippet.some((part) => part.match));
  if (unmatched.length === 0 || lexemes.size === 0) return;
  // SQL counts characters from 1: the first character the snippet did not read.
  const unreadFrom = unmatched.map(({ id }) => firstPartLength(contents.get(id)!) + 1);
  const partStart = Prisma.sql`greatest(found.at - ${Prisma.raw(String(LATER_PART_LEAD))}, unread.start)`;
  const readable = [Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${posts.entries}"`)} s WHERE s.${Prisma.raw(`"${posts.key}"`)} = p.id)`];
  if (!viewerPaid) readable.push(Prisma.sql`NOT ${BY_FIGHTER(Prisma.sql`p."userId"`)}`);
  const parts = await queryRows<{ id: string; part: string; lead: number }>(Prisma.sql`
    SELECT p.id, substr(p.content, ${partStart}, ${Prisma.raw(String(LATER_PART_LEAD + SNIPPET_SOURCE_CHARS + 1))}) AS part, found.at - ${partStart} AS lead
    FROM unnest(${unmatched.map(({ id }) => id)}::text[], ${unreadFrom}::int[]) AS unread(id, start)
    JOIN ${Prisma.raw(`"${posts.table}"`)} p ON p.id = unread.id
    CROSS JOIN LATERAL regexp_instr(p.content, ${laterMatchPattern(lexemes)}, unread.start, 1, 0, 'i') AS found(at)
    WHERE ${all([Prisma.sql`found.at > 0`, ...readable])}`);
  const byId = new Map(parts.map((row) => [row.id, row]));
  for (const result of unmatched) {
    const later = byId.get(result.id);
    const snippet = later && laterSnippetOf(later.part, later.lead, lexemes);
    if (snippet) result.snippet = snippet;
  }
}

const categoryName = (id: string) => CATEGORIES.find((category) => category.id === id)?.name ?? id;

/**
 * What a search statement computes once from its words, before any row is read, as the CTE
 * `search_words`: the words as PostgreSQL reads them, the terms its index scans look up
 * (`indexTerms`), whether those are one word in many posts (`oneFrequentWord`) and whether they
 * name common words only (`onlyCommonWords`). The search statements are prepared (`PREPARED`):
 * their generic plan would compute these again for each row it checks, and sent once here (each
 * word list a single parameter), the word lists are not sent again for every place that reads them.
 */
function searchWords(query: SearchQuery, statistics: WordStatistics) {
  const terms = Prisma.sql`terms`;
  const common = Prisma.sql`word_lists.common`;
  return Prisma.sql`search_words AS MATERIALIZED (
    SELECT words, terms, ${oneFrequentWord(terms, Prisma.sql`word_lists.frequent`)} AS "oneFrequentWord",
      ${onlyCommonWords(terms, common)} AS "onlyCommonWords"
    FROM websearch_to_tsquery('english', ${query.q}) AS words
    CROSS JOIN (SELECT ${statistics.common}::text[] AS common, ${statistics.frequent}::text[] AS frequent) AS word_lists
    CROSS JOIN LATERAL ${indexTerms(Prisma.sql`words`, common)} AS terms)`;
}

/** The search's words, its index terms, and whether those are one frequent word, read from `search_words`. */
const WORDS = Prisma.sql`(SELECT words FROM search_words)`;
const INDEX_TERMS = Prisma.sql`(SELECT terms FROM search_words)`;
const ONE_FREQUENT_WORD = Prisma.sql`(SELECT "oneFrequentWord" FROM search_words)`;
const ONLY_COMMON_WORDS = Prisma.sql`(SELECT "onlyCommonWords" FROM search_words)`;

/**
 * `vector @@ terms` as the GIN index answers it, or as a check of the row alone (`ts_match_vq` is
 * the function behind `@@`, which the planner does not take to an index): a search's index terms
 * may leave out its common words (`indexTerms`), so each row found is checked against all of them.
 */
const matchIn = (vector: Prisma.Sql, terms: Prisma.Sql, by: "index" | "row") =>
  by === "index" ? Prisma.sql`${vector} @@ ${terms}` : Prisma.sql`ts_match_vq(${vector}, ${terms})`;

/**
 * Matches among a table's newest posts (`Matches.amongNewest`): the search entries (`entries.table`,
 * joined to their post by `entries.key`), with `entries.columns`, of the `read` newest posts (up
 * to `bound` when there is one) where `entries.checks` and `conditions` hold, the `count` newest of
 * them. The posts are read through their index on ("createdAt" DESC, id DESC) and each entry is
 * looked up by its key, in the posts' order, so the read stops at the `count`th match. Each lookup
 * is its own subquery (LIMIT 1, the key is unique): joined, the planner chose to read the whole
 * search table for a few thousand posts (100,000 threads, 60 ms).
 */
const amongNewestPosts =
  (posts: "Thread" | "Reply", entries: { table: SearchedTable; key: Prisma.Sql; columns: Prisma.Sql; checks: Prisma.Sql[] }) =>
  (read: number, count: number, bound: Date | null, conditions: Prisma.Sql[]) =>
    Prisma.sql`SELECT entry.* FROM (
        SELECT id, "createdAt" FROM ${Prisma.raw(`"${posts}"`)} ${bound ? Prisma.sql`WHERE "createdAt" <= ${bound}` : Prisma.empty}
        ORDER BY "createdAt" DESC, id DESC LIMIT ${rowCount(read)}) AS newest_posts
      CROSS JOIN LATERAL (
        SELECT ${entries.columns} FROM ${Prisma.raw(`"${entries.table}"`)} s
        WHERE ${all([Prisma.sql`${entries.key} = newest_posts.id`, ...entries.checks, ...conditions])}
        LIMIT 1) AS entry
      ORDER BY newest_posts."createdAt" DESC, newest_posts.id DESC LIMIT ${rowCount(count)}`;

/** Rows by a pro fighter (few members: a hashed set). */
const BY_FIGHTER = (userId: Prisma.Sql) => Prisma.sql`${userId} IN (SELECT id FROM "User" WHERE role = 'FIGHTER')`;

/** The start of the day after `to` (dates are whole UTC days, `to` included). */
const afterDay = (to: string) => new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);

/** The filters threads and replies share, on the searched row's `userId` and `createdAt`, and its thread's category. */
function sharedFilters(query: SearchQuery, row: { userId: Prisma.Sql; createdAt: Prisma.Sql; categoryId: Prisma.Sql }) {
  const { createdAt } = row;
  const filters: Prisma.Sql[] = [];
  if (query.category) filters.push(Prisma.sql`${row.categoryId} = ${query.category}`);
  if (query.author) filters.push(Prisma.sql`${row.userId} = (SELECT id FROM "User" WHERE username = ${query.author})`);
  if (query.from) filters.push(Prisma.sql`${createdAt} >= ${new Date(`${query.from}T00:00:00.000Z`)}`);
  if (query.to) filters.push(Prisma.sql`${createdAt} < ${afterDay(query.to)}`);
  return filters;
}

const all = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`);

/** What a search reads: the rows that match some words, with the searched table's id and creation time columns. */
interface Matches {
  /**
   * The id, "createdAt" and vector of the rows the index finds by `terms` that match all the
   * search's words, where `conditions` hold too, then the `carried` columns.
   */
  select: (terms: Prisma.Sql, conditions: Prisma.Sql[]) => Prisma.Sql;
  /**
   * The same columns of the `count` newest rows that match all the search's words and `conditions`
   * among the `read` newest posts (up to `bound` when there is one), found through the posts' own
   * time index and checked one by one, with no index scan of the words.
   */
  amongNewest: (read: number, count: number, bound: Date | null, conditions: Prisma.Sql[]) => Prisma.Sql;
  id: Prisma.Sql;
  createdAt: Prisma.Sql;
  /**
   * Columns of the search entry that the results show, carried through to the page: joining the
   * entry again for them cost a one-word search 0.4 ms of PostgreSQL's planning and execution.
   */
  carried: string[];
}

/**
 * How many of the newest posts a search whose words are all common checks one by one before it
 * turns to the index: a word in at least a fifth of the posts (`COMMON_SHARE`) has `count` matches
 * among 5 × `count` of them, two such words that often meet among a few times more.
 */
const commonWordsRead = (count: number) => Math.max(10 * count, 1000);

/**
 * The counts a search statement reads with the default page size: the relevance candidates and
 * one more (the first read's row that tells whether it found every match), the page and its
 * lookahead row (the page size + 1), one more for newest first's first read, and the newest posts
 * that common words alone check for each.
 */
const WRITTEN_COUNTS = new Set([
  RELEVANCE_CANDIDATES,
  RELEVANCE_CANDIDATES + 1,
  SEARCH_PAGE_SIZE + 1,
  SEARCH_PAGE_SIZE + 2,
  commonWordsRead(RELEVANCE_CANDIDATES),
  commonWordsRead(SEARCH_PAGE_SIZE + 1),
]);

/**
 * A row count, written into the statement when a search with the default page size reads it,
 * bound otherwise. In the generic plan PostgreSQL keeps for a prepared statement (`PREPARED`), a
 * bound LIMIT is guessed at a tenth of the rows below it, which made that plan look dearer than
 * planning each search, so it was never kept; but each count written in is another statement
 * each connection prepares and keeps, so only the few counts the default page uses are.
 */
function rowCount(count: number) {
  return WRITTEN_COUNTS.has(count) ? Prisma.raw(String(count)) : Prisma.sql`${count}`;
}

/** Whether a search narrows its matches by more than its words. */
const isFiltered = (query: SearchQuery) =>
  [query.category, query.author, query.from, query.to, query.hasPoll, query.hasImage].some((filter) => filter !== undefined);

/**
 * How a search statement begins: `PREPARED` for a search without filters, the searches people
 * make most, so each connection keeps one statement (about 400 kB of PostgreSQL's memory) per
 * type, sort, cursor and kind of viewer; a filtered one, of which any caller could make dozens of
 * kinds, is planned each time as before.
 */
const preparedUnlessFiltered = (query: SearchQuery) => (isFiltered(query) ? Prisma.empty : PREPARED);

/**
 * The `count` newest matches, newest first. When the index would look up common words only
 * (`onlyCommonWords`), each scan of it would read their whole posting lists, so the newest posts
 * are checked one by one first: if `commonWordsRead` of them hold `count` matches, those are the
 * answer. Otherwise first up to count + 1 matches in any order: when that is all of them, they are
 * the answer, and a rare query reads no more. Otherwise the windows of time
 * (lib/search/time-windows.ts), newest first, each found through the GIN index as the words AND its
 * span and sorted by time, until `count` rows came: a frequent word costs the few windows its
 * newest matches are in, not all its matches. The windows, one array (one parameter, not one
 * each), are joined in their order and the LIMIT stops the join, so the later ones are never
 * read. Where `manyMatches` (a condition computed before the rows are read) holds, the first read
 * in any order is skipped: its rows would not be the answer.
 */
function newestMatches(matches: Matches, terms: Prisma.Sql, conditions: Prisma.Sql[], count: number, bound: Date | null, manyMatches: Prisma.Sql) {
  const anchor = new Date(Math.min(Date.now(), bound?.getTime() ?? Infinity));
  const recentAnswers = Prisma.sql`(SELECT count(*) FROM recent) = ${rowCount(count)}`;
  return Prisma.sql`
    WITH recent AS MATERIALIZED (
      SELECT * FROM (${matches.amongNewest(commonWordsRead(count), count, bound, conditions)}) newest WHERE ${ONLY_COMMON_WORDS}),
    sample AS MATERIALIZED (${matches.select(terms, conditions)} LIMIT ${rowCount(count + 1)})
    SELECT * FROM recent WHERE ${recentAnswers}
    UNION ALL
    SELECT * FROM sample WHERE NOT ${recentAnswers} AND NOT ${manyMatches} AND (SELECT count(*) FROM sample) <= ${rowCount(count)}
    UNION ALL (
      SELECT newest.* FROM unnest(${windowsNewestFirst(anchor)}::tsquery[]) AS windows(span)
      CROSS JOIN LATERAL (
        ${matches.select(Prisma.sql`(${terms} && windows.span)`, conditions)}
        ORDER BY ${matches.createdAt} DESC, ${matches.id} DESC
      ) AS newest
      WHERE NOT ${recentAnswers} AND (${manyMatches} OR (SELECT count(*) FROM sample) > ${rowCount(count)})
      LIMIT ${rowCount(count)})`;
}

/**
 * The newest a match may be, when the search says: before `to`, or before a newest-first cursor.
 * Otherwise none: the windows then start at the present, and look ahead of it for a clock ahead of ours.
 */
function newestBound(query: SearchQuery, before?: Date) {
  const limits = [...(query.to ? [afterDay(query.to).getTime()] : []), ...(before ? [before.getTime()] : [])];
  return limits.length > 0 ? new Date(Math.min(...limits)) : null;
}

/**
 * The ids, sort keys and carried columns of the page after `position`, one more than `limit`
 * (is there a next page?): by relevance among the newest matches, or newest first.
 */
function rankedPage(query: SearchQuery, matches: Matches, position: Position | null) {
  // A filter may leave a frequent word few matches: then the first read is what answers.
  const manyMatches = isFiltered(query) ? Prisma.sql`false` : ONE_FREQUENT_WORD;
  const limit = query.limit + 1;
  const carried = Prisma.raw(matches.carried.map((column) => `, "${column}"`).join(""));
  if (query.sort === "newest") {
    const after = position && { createdAt: new Date(position[0] as string), id: position[1] };
    const conditions = after ? [Prisma.sql`(${matches.createdAt}, ${matches.id}) < (${after.createdAt}, ${after.id})`] : [];
    const page = newestMatches(matches, INDEX_TERMS, conditions, limit, newestBound(query, after?.createdAt), manyMatches);
    return Prisma.sql`SELECT id, "createdAt" AS "sortKey"${carried} FROM (${page}) m ORDER BY "createdAt" DESC, id DESC LIMIT ${rowCount(limit)}`;
  }
  const after = position ? Prisma.sql`WHERE (score, id) < (${position[0]}::float8, ${position[1]})` : Prisma.empty;
  return Prisma.sql`
    SELECT id, score AS "sortKey"${carried} FROM (
      SELECT m.*, ts_rank_cd(m.vector, ${WORDS}, 32)::float8 * 10 + extract(epoch FROM m."createdAt")::float8 / 25920000 AS score
      FROM (${newestMatches(matches, INDEX_TERMS, [], RELEVANCE_CANDIDATES, newestBound(query), manyMatches)}) m
    ) ranked ${after}
    ORDER BY score DESC, id DESC LIMIT ${rowCount(limit)}`;
}

/**
 * How a thread or reply search statement begins, up to its page of ids (the CTE `page`): prepared
 * unless filtered, the words computed once (`search_words`), then the ranked page.
 */
async function pageStatement(query: SearchQuery, table: SearchedTable, matches: Matches, position: Position | null) {
  const statistics = await wordStatistics(table);
  return Prisma.sql`${preparedUnlessFiltered(query)}WITH ${searchWords(query, statistics)},
      page AS (${rankedPage(query, matches, position)})`;
}

async function searchThreads(query: SearchQuery, viewer: SignedInViewer): Promise<SearchAnswer> {
  const position = readCursor(query.cursor, query.sort);
  const paid = viewer.isPaid;
  // What a viewer may search in a thread: all of it, or a pro fighter's title alone.
  const byFighter = BY_FIGHTER(Prisma.sql`s."userId"`);
  const vector = paid ? Prisma.sql`s.search` : Prisma.sql`(CASE WHEN ${byFighter} THEN s."titleSearch" ELSE s.search END)`;
  const matching = (terms: Prisma.Sql, by: "index" | "row") =>
    paid
      ? matchIn(Prisma.sql`s.search`, terms, by)
      : Prisma.sql`(${matchIn(Prisma.sql`s."titleSearch"`, terms, by)} OR (${matchIn(Prisma.sql`s.search`, terms, by)} AND NOT ${byFighter}))`;
  const filters = sharedFilters(query, { userId: Prisma.sql`s."userId"`, createdAt: Prisma.sql`s."createdAt"`, categoryId: Prisma.sql`s."categoryId"` });
  if (query.hasPoll !== undefined) filters.push(Prisma.sql`s."hasPoll" = ${query.hasPoll}`);
  if (query.hasImage !== undefined) filters.push(Prisma.sql`s."hasImage" = ${query.hasImage}`);
  const matches: Matches = {
    select: (terms, conditions) =>
      Prisma.sql`SELECT s."threadId" AS id, s."createdAt", ${vector} AS vector, s."hasPoll", s."hasImage" FROM "ThreadSearch" s WHERE ${all([matching(terms, "index"), matching(WORDS, "row"), ...filters, ...conditions])}`,
    amongNewest: amongNewestPosts("Thread", {
      table: "ThreadSearch",
      key: Prisma.sql`s."threadId"`,
      columns: Prisma.sql`s."threadId" AS id, s."createdAt", ${vector} AS vector, s."hasPoll", s."hasImage"`,
      checks: [matching(WORDS, "row"), ...filters],
    }),
    id: Prisma.sql`s."threadId"`,
    createdAt: Prisma.sql`s."createdAt"`,
    carried: ["hasPoll", "hasImage"],
  };
  const page = await pageStatement(query, "ThreadSearch", matches, position);
  // A pro fighter's content, which a viewer who is not paid may not read: not even read here.
  const premiumLocked = Prisma.sql`(u.role = 'FIGHTER' AND NOT ${paid})`;

  const rows = await queryRows<
    {
      id: string;
      sortKey: number | Date;
      title: string;
      content: string | null;
      premiumLocked: boolean;
      categoryId: string;
      createdAt: Date;
      repliesCount: number;
      likesCount: number;
      hasPoll: boolean;
      hasImage: boolean;
    } & AuthorColumns
  >(Prisma.sql`${page}
    SELECT page.id, page."sortKey", t.title,
      CASE WHEN ${premiumLocked} THEN NULL ELSE ${snippetSource(Prisma.sql`t.content`)} END AS content,
      ${premiumLocked} AS "premiumLocked",
      t."categoryId", t."createdAt", t."repliesCount", t."likesCount",
      page."hasPoll", page."hasImage",
      ${AUTHOR_COLUMNS}
    FROM page JOIN "Thread" t ON t.id = page.id JOIN "User" u ON u.id = t."userId"
    ORDER BY page."sortKey" DESC, page.id DESC`);

  const lexemes = searchedLexemes(query.q);
  const answer = pageOf(
    rows,
    query.limit,
    (row): ThreadResult => ({
      type: "thread",
      id: row.id,
      title: highlightAll(row.title, lexemes),
      snippet: row.content === null ? [] : snippetOf(row.content, lexemes),
      premiumLocked: row.premiumLocked,
      categoryId: row.categoryId,
      categoryName: categoryName(row.categoryId),
      createdAt: row.createdAt.toISOString(),
      repliesCount: row.repliesCount,
      likesCount: row.likesCount,
      hasPoll: row.hasPoll,
      hasImage: row.hasImage,
      author: authorOf(row),
    }),
  );
  await showLaterMatches(answer.results, rows, lexemes, { table: "Thread", entries: "ThreadSearch", key: "threadId" }, paid);
  return answer;
}

async function searchReplies(query: SearchQuery, viewer: SignedInViewer): Promise<SearchAnswer> {
  const position = readCursor(query.cursor, query.sort);
  // Only replies that are not deleted and still have their author have a search entry.
  const filters = sharedFilters(query, {
    userId: Prisma.sql`s."userId"`,
    createdAt: Prisma.sql`s."createdAt"`,
    categoryId: Prisma.sql`(SELECT t."categoryId" FROM "Thread" t WHERE t.id = s."threadId")`,
  });
  // A pro fighter's reply is all premium content: not searched for a viewer who may not read it.
  if (!viewer.isPaid) filters.push(Prisma.sql`NOT ${BY_FIGHTER(Prisma.sql`s."userId"`)}`);
  if (query.hasImage !== undefined) filters.push(Prisma.sql`s."hasImage" = ${query.hasImage}`);
  const matches: Matches = {
    select: (terms, conditions) =>
      Prisma.sql`SELECT s."replyId" AS id, s."createdAt", s.search AS vector FROM "ReplySearch" s WHERE ${all([
        matchIn(Prisma.sql`s.search`, terms, "index"),
        matchIn(Prisma.sql`s.search`, WORDS, "row"),
        ...filters,
        ...conditions,
      ])}`,
    amongNewest: amongNewestPosts("Reply", {
      table: "ReplySearch",
      key: Prisma.sql`s."replyId"`,
      columns: Prisma.sql`s."replyId" AS id, s."createdAt", s.search AS vector`,
      checks: [matchIn(Prisma.sql`s.search`, WORDS, "row"), ...filters],
    }),
    id: Prisma.sql`s."replyId"`,
    createdAt: Prisma.sql`s."createdAt"`,
    carried: [],
  };
  const page = await pageStatement(query, "ReplySearch", matches, position);

  const rows = await queryRows<{ id: string; sortKey: number | Date; content: string; threadId: string; threadTitle: string; createdAt: Date } & AuthorColumns>(
    Prisma.sql`${page}
    SELECT page.id, page."sortKey", ${snippetSource(Prisma.sql`r.content`)} AS content,
      r."threadId", t.title AS "threadTitle", r."createdAt", ${AUTHOR_COLUMNS}
    FROM page JOIN "Reply" r ON r.id = page.id JOIN "Thread" t ON t.id = r."threadId" JOIN "User" u ON u.id = r."userId"
    ORDER BY page."sortKey" DESC, page.id DESC`,
  );

  const lexemes = searchedLexemes(query.q);
  const answer = pageOf(
    rows,
    query.limit,
    (row): ReplyResult => ({
      type: "reply",
      id: row.id,
      threadId: row.threadId,
      threadTitle: row.threadTitle,
      snippet: snippetOf(row.content, lexemes),
      createdAt: row.createdAt.toISOString(),
      author: authorOf(row),
    }),
  );
  await showLaterMatches(answer.results, rows, lexemes, { table: "Reply", entries: "ReplySearch", key: "replyId" }, viewer.isPaid);
  return answer;
}

/** A page of search results of the query's type, as `viewer` may see them. */
export function search(query: SearchQuery, viewer: SignedInViewer): Promise<SearchAnswer> {
  if (query.type === "replies") return searchReplies(query, viewer);
  if (query.type === "members") return searchMembers(query, viewer);
  return searchThreads(query, viewer);
}
