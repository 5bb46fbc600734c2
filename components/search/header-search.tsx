"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { SEARCH_QUERY_MAX } from "@/lib/validation/limits";

/** Whether a key press is meant for a field the member is typing in. */
function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * The header's search: a box on wider screens, a link to /search on phones. "/" anywhere (outside
 * a field) focuses the box, or opens /search where the box is hidden.
 */
export function HeaderSearch() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    function focusSearch(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      const box = input.current;
      if (box && box.offsetParent !== null) box.focus();
      else router.push("/search");
    }
    document.addEventListener("keydown", focusSearch);
    return () => document.removeEventListener("keydown", focusSearch);
  }, [router]);

  return (
    <>
      <form
        role="search"
        aria-label="Search the forum"
        action="/search"
        onSubmit={(event) => {
          const q = input.current?.value.trim();
          if (!q) return;
          event.preventDefault();
          router.push(`/search?${new URLSearchParams({ q })}`);
        }}
        className="hidden md:block"
      >
        <label htmlFor="header-search" className="sr-only">
          Search
        </label>
        <input
          ref={input}
          id="header-search"
          type="search"
          name="q"
          required
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search ( / )"
          className="min-h-9 w-40 rounded border border-line bg-ink px-3 text-sm lg:w-56"
        />
      </form>
      <Link href="/search" aria-label="Search" className="flex min-h-11 min-w-11 items-center justify-center text-muted hover:text-white md:hidden">
        <SearchIcon className="h-5 w-5" />
      </Link>
    </>
  );
}
