import { forgetFollowedMembers, memberFollowToast, setMemberFollow } from "@/components/members/member-follow-calls";
import type { ToastInput } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import type { FollowAnswer } from "@/lib/threads/follow";

type Toast = (toast: ToastInput) => void;
type MarkRead = (notification: NotificationDto) => Promise<void>;

/** What a notice from a follow offers: stop hearing of its thread's replies, or of its author's threads. */
export interface UnfollowAction {
  label: string;
  unfollow: () => void;
}

/** Runs the unfollow, says what it stopped, and marks the notice read; the bell's panel and /notifications both offer it. */
async function unfollowThen(unfollow: () => Promise<unknown>, done: ToastInput, failure: string, notification: NotificationDto, toast: Toast, markRead: MarkRead) {
  try {
    await unfollow();
    toast(done);
    await markRead(notification);
  } catch (error) {
    toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
  }
}

/**
 * The Unfollow a notice offers: a followed thread's new reply (FOLLOW) unfollows the thread
 * (DELETE /api/threads/{id}/follow), a followed member's new thread (NEW_THREAD) unfollows the
 * member (DELETE /api/users/{id}/follow); other notices offer none.
 */
export function unfollowActionFor(notification: NotificationDto, toast: Toast, markRead: MarkRead): UnfollowAction | undefined {
  const { type, threadId, relatedUser: member } = notification;
  if (type === "FOLLOW" && threadId) {
    const unfollow = () => apiFetch<FollowAnswer>(`/api/threads/${threadId}/follow`, { method: "DELETE", body: {} });
    const done = { title: "Thread unfollowed", description: "You will not be told of its new replies." };
    return { label: "Unfollow this thread", unfollow: () => void unfollowThen(unfollow, done, "Failed to unfollow the thread", notification, toast, markRead) };
  }
  if (type === "NEW_THREAD" && member) {
    const unfollow = async () => {
      await setMemberFollow(member.id, false);
      forgetFollowedMembers();
    };
    const done = memberFollowToast(member.username, false);
    return { label: `Unfollow @${member.username}`, unfollow: () => void unfollowThen(unfollow, done, "Failed to unfollow the member", notification, toast, markRead) };
  }
  return undefined;
}
