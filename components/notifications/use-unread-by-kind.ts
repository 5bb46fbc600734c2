import useSWR from "swr";
import type { UnreadByKindAnswer } from "@/lib/notifications/notifications";
import { UNREAD_BY_KIND_URL } from "./notification-pages";
import { useOnUnreadChange } from "./use-unread-count";

/**
 * The unread of each kind, seeded by the /notifications page and read again whenever the bell's
 * count changes (a notice came, one was read here, in the bell's panel or in another tab) and after
 * the page marks any read (`mutate(UNREAD_BY_KIND_URL)`, for when the bell polls without a stream).
 */
export function useUnreadByKind() {
  const { data, mutate } = useSWR<UnreadByKindAnswer>(UNREAD_BY_KIND_URL);
  useOnUnreadChange(() => void mutate());
  return data;
}
