import "server-only";
import { badRequest } from "@/lib/http/errors";
import type { FighterDetailsDto } from "@/lib/members/fighter-details";
import { authorFromColumns, toAuthorDto, type AuthorColumns, type AuthorDto } from "@/lib/members/profile-dto";
import { decodeToken, encodeToken } from "@/lib/pagination/cursor";
import type { SearchQuery } from "@/lib/validation/search";
import type { Highlighted } from "./highlight";

/** What GET /api/search answers for each type, and the paging all three share. */

export interface ThreadResult {
  type: "thread";
  id: string;
  title: Highlighted;
  /** Where the content matched; empty for a pro fighter's post the viewer may not read. */
  snippet: Highlighted;
  premiumLocked: boolean;
  categoryId: string;
  categoryName: string;
  createdAt: string;
  repliesCount: number;
  likesCount: number;
  hasPoll: boolean;
  hasImage: boolean;
  author: AuthorDto;
}

export interface ReplyResult {
  type: "reply";
  id: string;
  threadId: string;
  threadTitle: string;
  snippet: Highlighted;
  createdAt: string;
  author: AuthorDto;
}

export interface MemberResult {
  type: "member";
  /** The username with the searched text marked. */
  name: Highlighted;
  /** A pro's full name, as their profile shows it, with the searched text marked; null for other members. */
  fullName: Highlighted | null;
  /** A verified pro fighter's division and record; null for anyone else. */
  fighterDetails: FighterDetailsDto | null;
  member: AuthorDto;
  /** The viewer themself: nothing to follow. */
  isYou: boolean;
  youFollow: boolean;
  followsYou: boolean;
}

export type SearchResult = ThreadResult | ReplyResult | MemberResult;

/** GET /api/search's body. */
export interface SearchAnswer {
  results: SearchResult[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** Where the previous page ended: the sort key (a score or a time) and the id. */
export type Position = [number | string, string];

/** The position a cursor names: a score for relevance, a time for newest first; 400 for anything else. */
export function readCursor(cursor: string | undefined, sort: SearchQuery["sort"]): Position | null {
  if (cursor === undefined || cursor === "") return null;
  const value = decodeToken(cursor);
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === "string") {
    const [key] = value;
    if (sort === "relevance" ? typeof key === "number" : typeof key === "string" && !Number.isNaN(Date.parse(key))) return value as Position;
  }
  throw badRequest("cursor is not valid");
}

/** The results of a page read one row past `limit`, and the cursor after its last row if that row came. */
export function pageOf<Row extends { id: string; sortKey: number | Date }, Result extends SearchResult>(
  rows: Row[],
  limit: number,
  toResult: (row: Row) => Result,
): SearchAnswer & { results: Result[] } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const key = (sortKey: number | Date) => (sortKey instanceof Date ? sortKey.toISOString() : sortKey);
  return {
    results: page.map(toResult),
    nextCursor: rows.length > limit && last ? encodeToken([key(last.sortKey), last.id]) : null,
  };
}

/** The author columns a result row carries, for `toAuthorDto`. */
export const authorOf = (row: AuthorColumns) => toAuthorDto(authorFromColumns(row));
