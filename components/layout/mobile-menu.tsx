"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { NavLinks } from "./nav-links";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The hamburger menu of small screens: the main links and the member's profile. */
export function MobileMenu({ username }: { username: string | null }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);
  // Close after navigating.
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setOpen(false);
  }

  return (
    <div className="md:hidden" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 min-w-11 items-center justify-center rounded text-muted hover:text-white"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="absolute inset-x-0 top-full z-40 border-b border-line bg-panel px-2 py-2 shadow-xl">
          <NavLinks vertical />
          {username && (
            <Link href={`/user/${username}`} className="flex min-h-11 items-center truncate rounded px-3 text-sm font-semibold">
              {username}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
