import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "@/components/members/member-follow-calls";
import type { ToastInput } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import type { FollowAnswer } from "@/lib/threads/follow";

type Toast = (toast: ToastInput) => void;
type MarkRead = (notification: NotificationDto) => Promise<void>;

/** What a notice from a follow offers: stop hearing of its thread's replies or of its author's threads, or follow a new follower back. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** Runs the action, says what it did, and marks the notice read; the bell's panel and /notifications both offer it. */
async function runThen(action: () => Promise<unknown>, done: ToastInput, failure: string, notification: NotificationDto, toast: Toast, markRead: MarkRead) {
  try {
    await action();
    toast(done);
    await markRead(notification);
  } catch (error) {
    toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
  }
}

/**
 * The action a notice offers: a followed thread's new reply (FOLLOW) unfollows the thread
 * (DELETE /api/threads/{id}/follow), a followed member's new thread (NEW_THREAD) unfollows the
 * member (DELETE /api/users/{id}/follow), a new follower's notice (NEW_FOLLOWER) follows them back
 * unless the viewer does (PUT /api/users/{id}/follow); other notices offer none.
 */
export function noticeActionFor(notification: NotificationDto, toast: Toast, markRead: MarkRead): NoticeAction | undefined {
  const { type, threadId, relatedUser: member } = notification;
  if (type === "FOLLOW" && threadId) {
    const unfollow = () => apiFetch<FollowAnswer>(`/api/threads/${threadId}/follow`, { method: "DELETE", body: {} });
    const done = { title: "Thread unfollowed", description: "You will not be told of its new replies." };
    return { label: "Unfollow this thread", run: () => void runThen(unfollow, done, "Failed to unfollow the thread", notification, toast, markRead) };
  }
  if (type === "NEW_THREAD" && member) return memberFollowAction(member, false, notification, toast, markRead);
  if (type === "NEW_FOLLOWER" && member && notification.canFollowBack) return memberFollowAction(member, true, notification, toast, markRead);
  return undefined;
}

/** Follows the notice's member back, or unfollows them. */
function memberFollowAction(member: { id: string; username: string }, following: boolean, notification: NotificationDto, toast: Toast, markRead: MarkRead): NoticeAction {
  const setFollow = async () => {
    await setMemberFollow(member.id, following);
    forgetFollowedMembers();
  };
  const [label, failure] = following ? [`Follow back @${member.username}`, "Failed to follow the member"] : [`Unfollow @${member.username}`, "Failed to unfollow the member"];
  return { label, run: () => void runThen(setFollow, memberFollowToast(member.username, following), failure, notification, toast, markRead) };
}
