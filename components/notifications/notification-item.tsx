import Link from "next/link";
import { BellIcon, CloseIcon } from "@/components/ui/icons";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatRelativeTime } from "@/lib/format";
import type { NotificationDto } from "@/lib/notifications/notification-dto";
import { notificationHref } from "./notification-href";
import type { NoticeAction } from "./notice-actions";

interface NotificationItemProps {
  notification: NotificationDto;
  /** The member opened it (it leads to its thread) or dismissed it: either way it is read. */
  onOpen: () => void;
  /** The bell's unread list: dismissing marks it read. */
  onDismiss?: () => void;
  /** What a notice about a follow offers while it applies: unfollow its thread or member, or follow a new follower back. */
  action?: NoticeAction;
  /** An unread notice in a list of read ones too (/notifications): it is marked, and its mark is a button that marks it read. */
  onMarkRead?: () => void;
  /** A read notice there: its corner holds an empty mark, a button that marks it unread again. */
  onMarkUnread?: () => void;
}

/** The notice's corner button: Dismiss in the bell, the read or unread mark on /notifications. */
const cornerButtonClass = "-my-1 flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded hover:bg-line";

/** One notification: who, what, where, a preview of the reply and when. */
export function NotificationItem({ notification, onOpen, onDismiss, action, onMarkRead, onMarkUnread }: NotificationItemProps) {
  const href = notificationHref(notification);
  const actor = notification.relatedUser;
  const markedUnread = onMarkRead !== undefined;
  const readMarkAction = onMarkRead ?? onMarkUnread;
  const readMarkLabel = markedUnread ? "Mark as read" : "Mark as unread";
  const body = (
    <>
      <p className={`break-words text-sm ${markedUnread ? "font-semibold" : ""}`}>
        {markedUnread && <span className="sr-only">Unread: </span>}
        {notification.message}
      </p>
      {notification.replyPreview && (
        <p className="mt-1 line-clamp-2 break-words border-l-2 border-line pl-2 text-xs text-zinc-300">{notification.replyPreview}</p>
      )}
      {notification.premiumLocked && <p className="mt-1 text-xs italic text-muted">Upgrade to view fighter posts</p>}
      <p className="mt-1 text-xs text-muted">
        <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
      </p>
    </>
  );
  return (
    <li className={`flex items-start gap-2 border-b border-line p-3 last:border-0 ${markedUnread ? "bg-brand/10" : ""}`}>
      {actor ? (
        <UserAvatar user={actor} size="sm" />
      ) : (
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-line text-muted">
          <BellIcon className="h-4 w-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        {href ? (
          <Link href={href} onClick={onOpen} className="block rounded hover:underline">
            {body}
          </Link>
        ) : (
          body
        )}
        {action && (
          <button type="button" onClick={action.run} className="mt-1 inline-flex min-h-11 items-center text-xs font-semibold text-red-300 hover:underline">
            {action.label}
          </button>
        )}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          title="Dismiss"
          className={`${cornerButtonClass} text-muted hover:text-white`}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      )}
      {readMarkAction && (
        <button type="button" onClick={readMarkAction} aria-label={readMarkLabel} title={readMarkLabel} className={cornerButtonClass}>
          <span className={`h-2.5 w-2.5 rounded-full ${markedUnread ? "bg-brand" : "border border-muted"}`} />
        </button>
      )}
    </li>
  );
}
