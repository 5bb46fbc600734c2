import { z } from "zod";
import { FOLLOWERS_PAGE_SIZE, THREAD_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** Body of PUT and DELETE /api/users/{id}/follow: nothing. */
export const memberFollowBodySchema = z.object({});

/** Query of GET /api/users/me/following/threads: a page of the followed members' threads, newest first; `cursor` continues. */
export const followedThreadsQuerySchema = z.object({
  limit: pageLimitSchema(THREAD_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

export type FollowedThreadsQuery = z.output<typeof followedThreadsQuerySchema>;

/** Query of GET /api/users/{id}/followers: a page of the member's followers, the newest first; `cursor` continues. */
export const memberFollowersQuerySchema = z.object({
  limit: pageLimitSchema(FOLLOWERS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

export type MemberFollowersQuery = z.output<typeof memberFollowersQuerySchema>;
