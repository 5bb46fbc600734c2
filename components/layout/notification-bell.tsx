import { BellIcon } from "@/components/ui/icons";

/** The notification bell of the header; the notifications panel opens from here. */
export function NotificationBell() {
  return (
    <button type="button" aria-label="Notifications" className="flex min-h-11 min-w-11 items-center justify-center rounded text-muted hover:text-white">
      <BellIcon />
    </button>
  );
}
