"use client";

import { useState } from "react";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await fetch("/api/auth/sign-out", { method: "POST" }).catch(() => undefined);
    window.location.assign("/auth");
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} className="rounded border border-line px-3 py-2 text-sm hover:bg-line">
      Sign Out
    </button>
  );
}
