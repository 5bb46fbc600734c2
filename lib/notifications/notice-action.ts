import type { NotificationType } from "@/lib/generated/prisma/enums";

/**
 * What a notice offers, only while it still applies: a followed thread's new reply (FOLLOW) to
 * unfollow the thread while the member follows it, a followed member's new thread (NEW_THREAD) to
 * unfollow them while they do, a followed category's new thread (CATEGORY_THREAD) to unfollow the
 * category while they do, a new follower's notice (NEW_FOLLOWER) to follow them back unless they
 * do. The server sets it in each notice; the lists apply it again after a follow changes.
 */
export type NoticeActionKind = "unfollowThread" | "unfollowMember" | "unfollowCategory" | "followBack";

/** The thread, member or category whose follow a notice's action changes. */
export interface FollowTarget {
  kind: "thread" | "member" | "category";
  id: string;
}

/** The follow a notice of this type is about, if it has an action: its thread's, its actor's or its thread's category's. */
export function followTargetOf(type: NotificationType, threadId: string | null, actorId: string | null, categoryId: string | null): FollowTarget | null {
  if (type === "FOLLOW") return threadId ? { kind: "thread", id: threadId } : null;
  if (type === "NEW_THREAD" || type === "NEW_FOLLOWER") return actorId ? { kind: "member", id: actorId } : null;
  if (type === "CATEGORY_THREAD") return categoryId ? { kind: "category", id: categoryId } : null;
  return null;
}

/** The action a notice with a follow target offers, the viewer following that target or not. */
export function noticeActionKind(type: NotificationType, followsTarget: boolean): NoticeActionKind | null {
  if (type === "FOLLOW") return followsTarget ? "unfollowThread" : null;
  if (type === "NEW_THREAD") return followsTarget ? "unfollowMember" : null;
  if (type === "CATEGORY_THREAD") return followsTarget ? "unfollowCategory" : null;
  if (type === "NEW_FOLLOWER") return followsTarget ? null : "followBack";
  return null;
}

/** A follow the viewer just changed. */
export interface FollowChange extends FollowTarget {
  following: boolean;
}

interface ActionableNotice {
  type: NotificationType;
  threadId: string | null;
  categoryId: string | null;
  relatedUser: { id: string } | null;
  action: NoticeActionKind | null;
}

/** The notice with the action it offers after the change: every notice about the same thread, member or category changes, not only the one pressed. */
export function withFollowChange<Notice extends ActionableNotice>(notice: Notice, change: FollowChange): Notice {
  const target = followTargetOf(notice.type, notice.threadId, notice.relatedUser?.id ?? null, notice.categoryId);
  if (!target || target.kind !== change.kind || target.id !== change.id) return notice;
  const action = noticeActionKind(notice.type, change.following);
  return action === notice.action ? notice : { ...notice, action };
}
