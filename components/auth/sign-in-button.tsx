"use client";

import { useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";

// Loaded on the first click: every page's header has the button, few visitors press it.
const SignInDialog = loadsOnFirstUse(() => import("./sign-in-dialog").then((module) => module.SignInDialog), DialogLoading);

/** For signed-out visitors: a button that opens a sign-in prompt leading to /auth. */
export function SignInButton({ label = "Sign In" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded bg-brand px-4 text-sm font-semibold">
        {label}
      </button>
      {open && <SignInDialog onClose={() => setOpen(false)} />}
    </>
  );
}
