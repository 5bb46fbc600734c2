import { z } from "zod";
import { cursorSchema, offsetSchema, ONE_WAY_OF_PAGING_MESSAGE, oneWayOfPaging, pageLimitSchema } from "./pagination";
import { REPLY_MAX_LENGTH, REPLY_PAGE_SIZE, REPLY_PAGE_SIZE_MAX } from "./limits";

/** The documented calls send the member's id; the server takes identity from the session only. */
const bodyUserId = z.string().max(100).nullish();

/** Query of GET /api/threads/{id}/replies: a page in creation order (by offset or cursor). */
export const listRepliesQuerySchema = z.object({
  limit: pageLimitSchema(REPLY_PAGE_SIZE, REPLY_PAGE_SIZE_MAX),
  offset: offsetSchema,
  userId: z.string().max(100).optional(),
  cursor: cursorSchema.optional(),
}).refine(oneWayOfPaging, ONE_WAY_OF_PAGING_MESSAGE);
export type ListRepliesQuery = z.infer<typeof listRepliesQuerySchema>;

const replyContent = z
  .string({ error: "Reply cannot be empty" })
  .trim()
  .min(1, "Reply cannot be empty")
  .max(REPLY_MAX_LENGTH, `Reply cannot be longer than ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters`);

/** Body of POST /api/threads/{id}/replies, shared by the reply form. */
export const createReplySchema = z.object({
  userId: bodyUserId,
  content: replyContent,
  parentReplyId: z.string().max(100, "parentReplyId is not a reply id").nullish(),
});
export type CreateReplyInput = z.infer<typeof createReplySchema>;

/** Body of PUT /api/replies/{id}: the new text, shared by the reply's edit form. */
export const updateReplySchema = z.object({ userId: bodyUserId, content: replyContent });
export type UpdateReplyInput = z.infer<typeof updateReplySchema>;

/** Body of POST /api/replies/{id}/like and /dislike. */
export const reactToReplySchema = z.object({ userId: bodyUserId });

/**
 * Body of DELETE /api/replies/{id}. The documented client sends its role; it is ignored because
 * the session's role decides who may delete.
 */
export const deleteReplySchema = z.object({ userId: bodyUserId, role: z.string().max(50).nullish() });
