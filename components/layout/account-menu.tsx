"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { UserAvatar } from "@/components/members/user-avatar";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { useHydrated } from "@/components/ui/use-hydrated";

// Loaded when the menu is first opened, like the bell's panel.
const AccountMenuPanel = dynamic(() => import("./account-menu-panel").then((module) => module.AccountMenuPanel), { ssr: false });

interface AccountMenuProps {
  viewer: ViewerSummary;
  fullName: string | null;
  imageUrl: string | null;
}

/** The avatar button and its menu (`AccountMenuPanel`); a press outside closes the menu. */
export function AccountMenu({ viewer, fullName, imageUrl }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full"
      >
        <UserAvatar user={{ username: viewer.username, role: viewer.role, imageUrl, isOnline: true }} size="sm" />
      </button>
      {open && <AccountMenuPanel id={menuId} viewer={viewer} fullName={fullName} onClose={close} />}
    </div>
  );
}
