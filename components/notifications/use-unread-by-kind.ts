import useSWR from "swr";
import type { UnreadByKindAnswer } from "@/lib/notifications/notifications";
import { UNREAD_BY_KIND_URL } from "./notification-pages";

/**
 * The unread of each kind, seeded by the /notifications page and read again after the page marks
 * any read (`mutate(UNREAD_BY_KIND_URL)`); each filter's page is a new server render with fresh counts.
 */
export function useUnreadByKind() {
  return useSWR<UnreadByKindAnswer>(UNREAD_BY_KIND_URL).data;
}
