"use client";

import { useId, useRef, useState } from "react";
import { PROFILE_TABS, type ProfileTab } from "./profile-tab-names";

const LABELS: Record<ProfileTab, string> = { posts: "Posts", replies: "Replies", about: "About" };
/** Tabs whose panel reads its data in the browser: rendered once first opened, so a profile that is only glanced at never asks. */
const READ_WHEN_OPENED: readonly ProfileTab[] = ["replies"];

interface ProfileTabsProps {
  initialTab: ProfileTab;
  panels: Record<ProfileTab, React.ReactNode>;
}

/**
 * The profile's Posts, Replies and About tabs (WAI-ARIA tabs: arrow keys, Home and End move
 * between them). The chosen tab is kept in the address as `?tab=replies`, so it can be linked to.
 */
export function ProfileTabs({ initialTab, panels }: ProfileTabsProps) {
  const [active, setActive] = useState(initialTab);
  const [opened, setOpened] = useState<ReadonlySet<ProfileTab>>(() => new Set([initialTab]));
  const id = useId();
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  function select(tab: ProfileTab) {
    setActive(tab);
    setOpened((current) => (current.has(tab) ? current : new Set(current).add(tab)));
    const url = new URL(window.location.href);
    if (tab === "posts") url.searchParams.delete("tab");
    else url.searchParams.set("tab", tab);
    // Next.js syncs its router with the History API: the address changes without a new render.
    window.history.replaceState(null, "", url);
  }

  function moveWithKeys(event: React.KeyboardEvent) {
    const index = PROFILE_TABS.indexOf(active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % PROFILE_TABS.length,
      ArrowLeft: (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length,
      Home: 0,
      End: PROFILE_TABS.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = PROFILE_TABS[targets[event.key]];
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mt-6">
      <div role="tablist" aria-label="Profile sections" onKeyDown={moveWithKeys} className="flex gap-1 border-b border-line">
        {PROFILE_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => select(tab)}
            className={`-mb-px min-h-11 border-b-2 px-5 font-semibold ${
              tab === active ? "border-brand text-white" : "border-transparent text-muted hover:text-white"
            }`}
          >
            {LABELS[tab]}
          </button>
        ))}
      </div>
      {PROFILE_TABS.map((tab) => (
        <div
          key={tab}
          id={`${id}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={tab !== active}
          tabIndex={0}
          className="pt-4"
        >
          {(opened.has(tab) || !READ_WHEN_OPENED.includes(tab)) && panels[tab]}
        </div>
      ))}
    </div>
  );
}
