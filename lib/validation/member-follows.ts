import { z } from "zod";
import { FOLLOW_LIST_PAGE_SIZE, THREAD_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** Body of PUT and DELETE /api/users/{id}/follow: nothing. */
export const memberFollowBodySchema = z.object({});

/** Query of GET /api/users/me/following/threads: a page of the followed members' threads, newest first; `cursor` continues. */
export const followedThreadsQuerySchema = z.object({
  limit: pageLimitSchema(THREAD_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

export type FollowedThreadsQuery = z.output<typeof followedThreadsQuerySchema>;

/** A member's two follow lists: who follows them, and whom they follow. */
export type FollowListKind = "followers" | "following";

/**
 * Query of GET /api/users/{id}/followers and /following: a page of the list, the newest follow
 * first; `cursor` continues.
 */
export const followListQuerySchema = z.object({
  limit: pageLimitSchema(FOLLOW_LIST_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

export type FollowListQuery = z.output<typeof followListQuerySchema>;
