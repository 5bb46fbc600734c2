import type { ConversationDto, MessageDto } from "@/lib/messages/messages";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of the member's conversations, or of the page after `previous` (null after the last). */
export const conversationPageUrl = (previous: ConversationDto[] | null) =>
  keysetPageUrl("/api/conversations", {}, CONVERSATIONS_PAGE_SIZE, previous, (conversation) => conversation.lastMessage.createdAt);

/** The URL of the newest page of the conversation with `memberId`, or of the older page after `previous` (null after the last). */
export const messagePageUrl = (memberId: string, previous: MessageDto[] | null) =>
  keysetPageUrl(`/api/users/${encodeURIComponent(memberId)}/messages`, {}, MESSAGES_PAGE_SIZE, previous, (message) => message.createdAt);
