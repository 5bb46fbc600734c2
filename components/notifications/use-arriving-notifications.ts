import { useMemo, useRef, useState } from "react";
import type { SWRInfiniteResponse } from "swr/infinite";
import { apiFetch } from "@/lib/http/api-fetch";
import type { NotificationFilter } from "@/lib/notifications/notification-kinds";
import type { NotificationListAnswer } from "@/lib/notifications/notifications";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/validation/limits";
import { serverHasMore, withArrivals, type ListedNotification } from "./notification-arrivals";
import { notificationHistoryPageUrl } from "./notification-pages";
import { useOnUnreadChange } from "./use-unread-count";

/**
 * Puts the notices that come while the history is open on top of its `pages`: each change of the
 * bell's count may be one (or one read or marked unread elsewhere), and the filter's first page,
 * read again, says which (`withArrivals`, but for the marks changed here since that read was asked
 * for: `marksMadeHere`); a read that fails leaves the list as it is, and the next change tries
 * again. Answers how many of those listed came since the page opened (newer than its newest notice
 * then, however they were read: here, or by swr revalidating the list on focus), and whether the
 * server has more after the pages listed (`serverHasMore`).
 */
export function useArrivingNotifications(pages: SWRInfiniteResponse<ListedNotification[]>, filter: NotificationFilter, marksMadeHere: ReadMarksMadeHere) {
  // The newest notice when the list first loaded ("" when it had none, so that all count).
  const [newestAtOpening, setNewestAtOpening] = useState<string | null>(null);
  if (newestAtOpening === null && pages.data) setNewestAtOpening(pages.data[0]?.[0]?.createdAt ?? "");

  useOnUnreadChange(async () => {
    if (!pages.data) return;
    const askedAt = performance.now();
    const fresh = await apiFetch<NotificationListAnswer>(notificationHistoryPageUrl(filter, null)!).catch(() => null);
    if (!fresh) return;
    let missedSome = false;
    await pages.mutate(
      (current) => {
        const merged = withArrivals(current ?? [], fresh, NOTIFICATIONS_PAGE_SIZE, marksMadeHere.since(askedAt));
        missedSome = merged === null;
        return merged ?? current;
      },
      { revalidate: false },
    );
    if (missedSome) void pages.mutate();
  });

  const arrivedSinceOpening = newestAtOpening === null ? 0 : (pages.data ?? []).flat().filter((notification) => notification.createdAt > newestAtOpening).length;
  return { arrivedSinceOpening, hasMore: serverHasMore(pages.data, NOTIFICATIONS_PAGE_SIZE) };
}

/** A notice's id, or this for every notice at once ("Mark all as read"). */
const EVERY_NOTICE = "*";

export interface ReadMarksMadeHere {
  /** A read mark changed here: one notice's, or every notice's (null). Noted as its call starts and again as it ends. */
  note: (id: string | null) => void;
  /** Whether a notice's mark changed here since `time` (`performance.now()`), for `withArrivals`. */
  since: (time: number) => (id: string) => boolean;
}

/**
 * The read marks the member changes on the page, by when: a read of the list asked for before a
 * mark's call had landed may still have the notice as before, and is not to undo the mark.
 */
export function useReadMarksMadeHere(): ReadMarksMadeHere {
  const changedAt = useRef(new Map<string, number>());
  return useMemo(
    () => ({
      note: (id) => void changedAt.current.set(id ?? EVERY_NOTICE, performance.now()),
      since: (time) => (id) => Math.max(changedAt.current.get(id) ?? -1, changedAt.current.get(EVERY_NOTICE) ?? -1) >= time,
    }),
    [],
  );
}
