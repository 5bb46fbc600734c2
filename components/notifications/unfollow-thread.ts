import type { ToastInput } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import type { FollowAnswer } from "@/lib/threads/follow";

/**
 * Stops the notices of a followed thread's new replies (DELETE /api/threads/{id}/follow) from one of
 * its notices, which is then marked read; the bell's panel and /notifications both offer it.
 */
export async function unfollowFromNotice(notification: NotificationDto, toast: (toast: ToastInput) => void, markRead: (notification: NotificationDto) => Promise<void>) {
  try {
    await apiFetch<FollowAnswer>(`/api/threads/${notification.threadId}/follow`, { method: "DELETE", body: {} });
    toast({ title: "Thread unfollowed", description: "You will not be told of its new replies." });
    await markRead(notification);
  } catch (error) {
    toast({ title: "Error", description: errorMessage(error, "Failed to unfollow the thread"), variant: "destructive" });
  }
}
