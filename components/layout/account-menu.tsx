"use client";

import { UserAvatar } from "@/components/members/user-avatar";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useHydrated } from "@/components/ui/use-hydrated";
import { usePopover } from "@/components/ui/use-popover";

// Loaded when the menu is first opened, like the bell's panel.
const AccountMenuPanel = loadsOnFirstUse(() => import("./account-menu-panel").then((module) => module.AccountMenuPanel));

interface AccountMenuProps {
  viewer: ViewerSummary;
  fullName: string | null;
  imageUrl: string | null;
}

/** The avatar button and its menu (`AccountMenuPanel`); a press outside closes the menu. */
export function AccountMenu({ viewer, fullName, imageUrl }: AccountMenuProps) {
  const { open, toggle, close, panelId, wrapper, button } = usePopover();
  const hydrated = useHydrated();

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!hydrated}
        onClick={toggle}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full"
      >
        <UserAvatar user={{ username: viewer.username, role: viewer.role, imageUrl, isOnline: true }} size="sm" />
      </button>
      {open && <AccountMenuPanel id={panelId} viewer={viewer} fullName={fullName} onClose={close} />}
    </div>
  );
}
