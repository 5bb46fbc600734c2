import { z } from "zod";
import { CATEGORIES, isCategoryId } from "@/lib/categories";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from "./limits";
import { pageLimitSchema } from "./pagination";

const SEARCH_TYPES = ["threads", "replies", "members"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
const SEARCH_SORTS = ["relevance", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const booleanFlag = (name: string) => z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((value) => value === "true");
const day = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/**
 * Query of GET /api/search and of the /search page: the words (web-search syntax: "a phrase",
 * -word, OR), what to find, filters and sort; `cursor` continues a previous page.
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: "Please enter something to search for." })
      .trim()
      .min(1, "Please enter something to search for.")
      .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters.`),
    type: z.enum(SEARCH_TYPES, { error: "type must be threads, replies or members" }).default("threads"),
    category: z
      .string()
      .max(100)
      .refine(isCategoryId, `category must be one of ${CATEGORIES.map(({ id }) => id).join(", ")}`)
      .optional(),
    author: z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9_]{1,30}$/, "author must be a username")
      .transform((value) => value.replace(/^@/, "").toLowerCase())
      .optional(),
    from: day("from").optional(),
    to: day("to").optional(),
    hasPoll: booleanFlag("hasPoll").optional(),
    hasImage: booleanFlag("hasImage").optional(),
    sort: z.enum(SEARCH_SORTS, { error: "sort must be relevance or newest" }).default("relevance"),
    cursor: z.string().max(500, "cursor is not valid").optional(),
    limit: pageLimitSchema(SEARCH_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "from must not be after to", path: ["from"] })
  .refine((query) => query.type !== "replies" || query.hasPoll === undefined, { message: "hasPoll applies to threads only", path: ["hasPoll"] })
  .refine(
    (query) =>
      query.type !== "members" ||
      [query.category, query.author, query.from, query.to, query.hasPoll, query.hasImage].every((filter) => filter === undefined),
    { message: "Members are found by name only: no filters", path: ["type"] },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;
