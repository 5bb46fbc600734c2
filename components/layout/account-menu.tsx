"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { UserAvatar } from "@/components/members/user-avatar";
import { openAppModal, signOut, type AppModal } from "@/components/layout/app-events";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { useHydrated } from "@/components/ui/use-hydrated";

interface AccountMenuProps {
  viewer: ViewerSummary;
  fullName: string | null;
  imageUrl: string | null;
}

const itemClass = "flex min-h-11 w-full items-center rounded px-3 text-left text-sm hover:bg-line focus:bg-line focus:outline-none";

/**
 * The avatar menu: name, @username and plan, then Manage Account, Bookmarks, Payouts (admins), Delete
 * Account, Manage Subscription and Sign Out. Keyboard: arrows move, Escape closes and returns to the button.
 */
export function AccountMenu({ viewer, fullName, imageUrl }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  function closeAndFocusButton() {
    setOpen(false);
    trigger.current?.focus();
  }

  function moveFocus(event: React.KeyboardEvent) {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in targets) {
      event.preventDefault();
      items[targets[event.key]]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeAndFocusButton();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  function openModal(modal: AppModal) {
    closeAndFocusButton();
    openAppModal(modal);
  }

  return (
    <div className="relative">
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
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={moveFocus}
          className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-panel p-1 shadow-2xl"
        >
          <div className="border-b border-line px-3 py-2">
            <p className="truncate font-semibold">{fullName ?? viewer.username}</p>
            <p className="truncate text-sm text-muted">@{viewer.username}</p>
            {viewer.planType !== "FREE" && (
              <span className="mt-1 inline-block rounded bg-brand/20 px-2 py-0.5 text-xs font-bold text-red-300">{viewer.planType}</span>
            )}
          </div>
          <Link role="menuitem" tabIndex={-1} href="/account" onClick={() => setOpen(false)} className={itemClass}>
            Manage Account
          </Link>
          <Link role="menuitem" tabIndex={-1} href="/bookmarks" onClick={() => setOpen(false)} className={itemClass}>
            Bookmarks
          </Link>
          {viewer.role === "ADMIN" && (
            <Link role="menuitem" tabIndex={-1} href="/admin/payouts" onClick={() => setOpen(false)} className={itemClass}>
              Payouts
            </Link>
          )}
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => openModal("delete-account")} className={itemClass}>
            Delete Account
          </button>
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => openModal("subscription")} className={itemClass}>
            Manage Subscription
          </button>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
            className={itemClass}
          >
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
