"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

interface MutedPostProps {
  /** The viewer muted or blocked the author (`authorMuted` on threads and replies). */
  muted: boolean;
  username: string;
  /** "thread" or "reply": named in the collapsed line. */
  kind: "thread" | "reply";
  children: React.ReactNode;
}

/** A post by a member the viewer muted or blocked, collapsed to one line until "Show anyway". */
export function MutedPost({ muted, username, kind, children }: MutedPostProps) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  if (!muted || shown) return children;
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-lg border border-dashed border-line px-3 py-1 text-sm text-muted">
      <span className="min-w-0 break-words">
        A {kind} by <span className="font-semibold">@{username}</span>, whom you muted or blocked
      </span>
      <button type="button" disabled={!hydrated} onClick={() => setShown(true)} className="min-h-11 font-semibold text-white hover:underline">
        Show anyway
      </button>
    </div>
  );
}
