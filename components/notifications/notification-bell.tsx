"use client";

import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { BellIcon } from "@/components/ui/icons";
import { formatUnreadBadge } from "@/lib/format";
import { useUnreadCount } from "./use-unread-count";
import { useHydrated } from "@/components/ui/use-hydrated";
import { usePopover } from "@/components/ui/use-popover";

// Loaded when the bell is first opened.
const NotificationsPanel = loadsOnFirstUse(() => import("./notifications-panel").then((module) => module.NotificationsPanel));

/**
 * The header's bell: the unread badge ("99+" above 99) and the notifications panel. Escape closes
 * the panel and returns to the bell; so does a click outside it, without moving focus.
 */
export function NotificationBell({ initialUnreadCount }: { initialUnreadCount: number }) {
  const [unreadCount, changeUnreadCount] = useUnreadCount(initialUnreadCount);
  const { open, toggle, close, panelId, wrapper, button } = usePopover();
  const hydrated = useHydrated();

  const badge = unreadCount > 0 ? formatUnreadBadge(unreadCount) : null;

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.preventDefault();
        close({ restoreFocus: true });
      }}
      onBlur={(event) => {
        // Tabbing out of the panel closes it; a press elsewhere closes it too (usePopover).
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) close({ restoreFocus: false });
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!hydrated}
        onClick={toggle}
        className="relative flex min-h-11 min-w-11 items-center justify-center rounded text-muted hover:text-white"
      >
        <BellIcon />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-[0.65rem] font-bold leading-5 text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && <NotificationsPanel id={panelId} onClose={close} changeUnreadCount={changeUnreadCount} />}
    </div>
  );
}
