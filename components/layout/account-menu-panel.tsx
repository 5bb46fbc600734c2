"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { openAppModal, signOut, type AppModal } from "@/components/layout/app-events";
import { useUnreadConversations } from "@/components/messages/use-inbox-changes";
import { useWaitingReports } from "@/components/moderation/use-waiting-reports";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";

interface AccountMenuPanelProps {
  id: string;
  viewer: ViewerSummary;
  fullName: string | null;
  /** Closes the menu; with `restoreFocus`, the focus goes back to the avatar button. */
  onClose: (options: { restoreFocus: boolean }) => void;
}

const itemClass = "flex min-h-11 w-full items-center rounded px-3 text-left text-sm hover:bg-line focus:bg-line focus:outline-none";

interface CountedMenuItemProps {
  href: string;
  label: string;
  /** Shown beside the label when above zero (null: not known yet), read as "3 waiting" or "3 unread". */
  count: number | null;
  meaning: string;
  onClick: () => void;
}

function CountedMenuItem({ href, label, count, meaning, onClick }: CountedMenuItemProps) {
  return (
    <Link role="menuitem" tabIndex={-1} href={href} onClick={onClick} className={itemClass}>
      {label}
      {count !== null && count > 0 && (
        <span className="ml-auto rounded-full bg-brand px-2 py-0.5 text-xs font-bold tabular-nums text-white">
          {count}
          <span className="sr-only"> {meaning}</span>
        </span>
      )}
    </Link>
  );
}

/** Staff's way to the reports queue, with how many posts and members wait in it. */
function ReportsMenuItem({ onClick }: { onClick: () => void }) {
  return <CountedMenuItem href="/moderation" label="Reports" count={useWaitingReports()} meaning="waiting" onClick={onClick} />;
}

/** The way to /messages, with how many conversations are unread. */
function MessagesMenuItem({ onClick }: { onClick: () => void }) {
  return <CountedMenuItem href="/messages" label="Messages" count={useUnreadConversations()} meaning="unread" onClick={onClick} />;
}

/**
 * The open avatar menu: name, @username and plan, then Manage Account, Following, Messages (with
 * the unread conversations), Bookmarks, Reports (staff),
 * Payouts (admins), Delete Account, Manage Subscription and Sign Out. It takes the focus; arrows,
 * Home and End move it, Escape closes the menu and returns to the button, Tab closes it.
 */
export function AccountMenuPanel({ id, viewer, fullName, onClose }: AccountMenuPanelProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

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
      onClose({ restoreFocus: true });
    } else if (event.key === "Tab") {
      onClose({ restoreFocus: false });
    }
  }

  function openModal(modal: AppModal) {
    onClose({ restoreFocus: true });
    openAppModal(modal);
  }

  const close = () => onClose({ restoreFocus: false });

  return (
    <div
      ref={menu}
      id={id}
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
      <Link role="menuitem" tabIndex={-1} href="/account" onClick={close} className={itemClass}>
        Manage Account
      </Link>
      <Link role="menuitem" tabIndex={-1} href="/following" onClick={close} className={itemClass}>
        Following
      </Link>
      <MessagesMenuItem onClick={close} />
      <Link role="menuitem" tabIndex={-1} href="/bookmarks" onClick={close} className={itemClass}>
        Bookmarks
      </Link>
      {viewer.isStaff && <ReportsMenuItem onClick={close} />}
      {viewer.role === "ADMIN" && (
        <>
          <Link role="menuitem" tabIndex={-1} href="/admin/verification" onClick={close} className={itemClass}>
            Verification requests
          </Link>
          <Link role="menuitem" tabIndex={-1} href="/admin/payouts" onClick={close} className={itemClass}>
            Payouts
          </Link>
        </>
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
  );
}
