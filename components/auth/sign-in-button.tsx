"use client";

import Link from "next/link";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";

/** For signed-out visitors: a button that opens a sign-in prompt leading to /auth. */
export function SignInButton({ label = "Sign In" }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 rounded bg-brand px-4 text-sm font-semibold">
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sign in to Fight Forum" className="max-w-sm">
        <p className="text-zinc-300">Sign in or create a free account to read the forums and join the discussion.</p>
        <Link href="/auth" className="mt-5 flex min-h-11 items-center justify-center rounded bg-brand px-4 font-semibold">
          Continue to sign in
        </Link>
      </Modal>
    </>
  );
}
