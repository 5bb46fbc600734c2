import { categoryFollowToast, forgetFollowedCategories, setCategoryFollow } from "@/components/forum/use-followed-categories";
import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "@/components/members/member-follow-calls";
import type { ToastInput } from "@/components/ui/toaster";
import { resolveCategory } from "@/lib/categories";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import type { FollowChange } from "@/lib/notifications/notice-action";
import type { FollowAnswer } from "@/lib/threads/follow";

type Toast = (toast: ToastInput) => void;
/** After an action: the lists show the change on every notice it touches, and the pressed notice is marked read. */
type AfterAction = (notification: NotificationDto, change: FollowChange) => Promise<void>;

/** What a notice from a follow offers: stop hearing of its thread's replies, its author's threads or its category's, or follow a new follower back. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** Runs the action, says what it did, and shows its outcome; the bell's panel and /notifications both offer it. */
async function runThen(action: () => Promise<unknown>, done: ToastInput, failure: string, change: FollowChange, notification: NotificationDto, toast: Toast, afterAction: AfterAction) {
  try {
    await action();
    toast(done);
    await afterAction(notification, change);
  } catch (error) {
    toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
  }
}

/**
 * The action the server says a notice offers (notice-action.ts): unfollow a followed thread
 * (DELETE /api/threads/{id}/follow), a followed member (DELETE /api/users/{id}/follow) or a
 * followed category (DELETE /api/categories/{id}/follow), or follow a new follower back
 * (PUT /api/users/{id}/follow).
 */
export function noticeActionFor(notification: NotificationDto, toast: Toast, afterAction: AfterAction): NoticeAction | undefined {
  const { action, threadId, categoryId, relatedUser: member } = notification;
  if (action === "unfollowThread" && threadId) {
    const unfollow = () => apiFetch<FollowAnswer>(`/api/threads/${threadId}/follow`, { method: "DELETE", body: {} });
    const done = { title: "Thread unfollowed", description: "You will not be told of its new replies." };
    const change = { kind: "thread", id: threadId, following: false } as const;
    return { label: "Unfollow this thread", run: () => void runThen(unfollow, done, "Failed to unfollow the thread", change, notification, toast, afterAction) };
  }
  if (action === "unfollowCategory" && categoryId) {
    const category = resolveCategory(categoryId);
    const unfollow = async () => {
      await setCategoryFollow(category.id, false);
      forgetFollowedCategories();
    };
    const change = { kind: "category", id: category.id, following: false } as const;
    return { label: `Unfollow ${category.name}`, run: () => void runThen(unfollow, categoryFollowToast(category.name, false), "Failed to unfollow the category", change, notification, toast, afterAction) };
  }
  if (action === "unfollowMember" && member) return memberFollowAction(member, false, notification, toast, afterAction);
  if (action === "followBack" && member) return memberFollowAction(member, true, notification, toast, afterAction);
  return undefined;
}

/** Follows the notice's member back, or unfollows them. */
function memberFollowAction(member: { id: string; username: string }, following: boolean, notification: NotificationDto, toast: Toast, afterAction: AfterAction): NoticeAction {
  const setFollow = async () => {
    await setMemberFollow(member.id, following);
    forgetFollowedMembers();
  };
  const [label, failure] = following ? [`Follow back @${member.username}`, "Failed to follow the member"] : [`Unfollow @${member.username}`, "Failed to unfollow the member"];
  const change = { kind: "member", id: member.id, following } as const;
  return { label, run: () => void runThen(setFollow, memberFollowToast(member.username, following), failure, change, notification, toast, afterAction) };
}
