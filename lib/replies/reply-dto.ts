import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { isPremiumLockedFor } from "@/lib/threads/thread-dto";
import { toAuthorDto, type AuthorDto } from "@/lib/members/profile-dto";
import { DELETED_REPLY_CONTENT } from "./reply-placeholder";
import type { ReplyRow } from "./reply-rows";

/**
 * A reply as the viewer may see it: a FIGHTER's reply carries no content or media for a viewer
 * who is not paid, and a deleted one keeps only its place in the tree.
 */
export function toReplyDto(reply: ReplyRow, viewer: Viewer, authors?: Map<string, AuthorDto>) {
  const isDeleted = reply.deletedAt !== null;
  const author = isDeleted ? null : reply.author;
  const premiumLocked = author !== null && isPremiumLockedFor(author.role, viewer);
  const { reaction } = reply;
  return {
    id: reply.id,
    threadId: reply.threadId,
    parentReplyId: reply.parentReplyId,
    content: isDeleted ? DELETED_REPLY_CONTENT : premiumLocked ? "" : reply.content,
    createdAt: reply.createdAt.toISOString(),
    /** When its author last changed its text; null if never. */
    editedAt: isDeleted ? null : (reply.editedAt?.toISOString() ?? null),
    user: author && authorOf(author, authors),
    hasLiked: reaction === "LIKE",
    hasDisliked: reaction === "DISLIKE",
    likesCount: reply.likesCount,
    dislikesCount: reply.dislikesCount,
    hasBookmarked: reply.hasBookmarked,
    media: isDeleted || premiumLocked ? [] : reply.media.map((m) => ({ id: m.id, type: m.type, url: m.url })),
    isDeleted,
    premiumLocked,
    /** The viewer muted or blocked its author: the thread page collapses it behind "Show anyway". */
    authorMuted: author !== null && reply.authorMuted,
  };
}
export type ReplyDto = ReturnType<typeof toReplyDto>;

/**
 * A page of replies with one author object per member: a server-rendered page sends its replies in
 * the RSC payload, which writes an object it has already written as a short reference, so a member
 * with ten replies on the page is described once instead of ten times.
 */
export function toReplyDtos(rows: ReplyRow[], viewer: Viewer) {
  const authors = new Map<string, AuthorDto>();
  return rows.map((row) => toReplyDto(row, viewer, authors));
}

function authorOf(author: NonNullable<ReplyRow["author"]>, authors: Map<string, AuthorDto> | undefined) {
  const known = authors?.get(author.id);
  if (known) return known;
  const dto = toAuthorDto(author);
  authors?.set(author.id, dto);
  return dto;
}
