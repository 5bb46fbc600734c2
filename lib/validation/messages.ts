import { z } from "zod";
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE } from "./limits";
import { cursorSchema, pageLimitSchema } from "./pagination";

/** Query of GET /api/conversations: a page of the member's conversations, the latest message first; `cursor` continues. */
export const listConversationsQuerySchema = z.object({
  limit: pageLimitSchema(CONVERSATIONS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});
export type ListConversationsQuery = z.output<typeof listConversationsQuerySchema>;

/** Query of GET /api/users/{id}/messages: a page of the conversation with that member, the newest message first; `cursor` continues. */
export const listMessagesQuerySchema = z.object({
  limit: pageLimitSchema(MESSAGES_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});
export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

/** Body of POST /api/users/{id}/messages, shared by the message form: plain text. */
export const sendMessageSchema = z.object({
  content: z
    .string({ error: "Message cannot be empty" })
    .trim()
    .min(1, "Message cannot be empty")
    .max(MESSAGE_MAX_LENGTH, `Message cannot be longer than ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Body of PUT /api/users/{id}/messages/read: nothing. */
export const readMessagesBodySchema = z.object({});

/** Body of DELETE /api/users/{id}/messages: nothing. */
export const deleteConversationBodySchema = z.object({});

/** Body of DELETE /api/messages/{id} (unsend): nothing. */
export const unsendMessageBodySchema = z.object({});
