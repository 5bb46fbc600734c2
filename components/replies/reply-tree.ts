import type { ReplyDto } from "@/lib/replies/reply-dto";
import { DELETED_REPLY_CONTENT } from "@/lib/replies/reply-placeholder";

/** A reply in its thread's tree, as the thread page lists it. */
export interface ReplyEntry {
  reply: ReplyDto;
  /** Nesting depth: 0 for an answer to the thread. */
  level: number;
  /** Who the reply answers; null for an answer to the thread (or a deleted author). */
  parentUsername: string | null;
}

/** Adds a page of replies: a reply already shown is replaced by its newer copy, never repeated. */
export function mergeReplies(replies: ReplyDto[], page: ReplyDto[]) {
  const incoming = new Map(page.map((reply) => [reply.id, reply]));
  const merged = replies.map((reply) => incoming.get(reply.id) ?? reply);
  const shown = new Set(replies.map((reply) => reply.id));
  return [...merged, ...page.filter((reply) => !shown.has(reply.id))];
}

const byCreation = (a: ReplyDto, b: ReplyDto) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The replies in reading order: each followed by its answers, oldest first at every level. A reply
 * whose parent is not loaded is shown at the top level.
 */
export function flattenReplyTree(replies: ReplyDto[]): ReplyEntry[] {
  const ids = new Set(replies.map((reply) => reply.id));
  const answers = new Map<string | null, ReplyDto[]>();
  for (const reply of replies) {
    const parentId = reply.parentReplyId && ids.has(reply.parentReplyId) ? reply.parentReplyId : null;
    answers.set(parentId, [...(answers.get(parentId) ?? []), reply]);
  }
  const entries: ReplyEntry[] = [];
  const visit = (parent: ReplyDto | null, level: number) => {
    for (const reply of (answers.get(parent?.id ?? null) ?? []).sort(byCreation)) {
      entries.push({ reply, level, parentUsername: parent?.user?.username ?? null });
      visit(reply, level + 1);
    }
  };
  visit(null, 0);
  return entries;
}

export function replaceReply(replies: ReplyDto[], reply: ReplyDto) {
  return replies.map((other) => (other.id === reply.id ? reply : other));
}

/**
 * The list after the server deleted a reply. A reply with answers stays as "[deleted]"; one
 * without is removed, with the "[deleted]" replies above it that are left without answers (as the
 * server prunes them).
 */
export function removeDeletedReply(replies: ReplyDto[], replyId: string, keptAsPlaceholder: boolean) {
  if (keptAsPlaceholder) {
    return replies.map((reply) =>
      reply.id === replyId
        ? {
            ...reply,
            content: DELETED_REPLY_CONTENT,
            editedAt: null,
            user: null,
            isDeleted: true,
            hasLiked: false,
            hasDisliked: false,
            likesCount: 0,
            dislikesCount: 0,
            media: [],
          }
        : reply,
    );
  }
  let remaining = replies;
  let removedId: string | null = replyId;
  while (removedId) {
    const removed = remaining.find((reply) => reply.id === removedId);
    remaining = remaining.filter((reply) => reply.id !== removedId);
    const parent = remaining.find((reply) => reply.id === removed?.parentReplyId);
    const parentStillAnswered = remaining.some((reply) => reply.parentReplyId === parent?.id);
    removedId = parent?.isDeleted && !parentStillAnswered ? parent.id : null;
  }
  return remaining;
}
