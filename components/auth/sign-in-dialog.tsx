"use client";

import Link from "next/link";
import { Modal } from "@/components/ui/modal";

/** The sign-in prompt of `SignInButton`: rendered while open, and loaded then. */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Sign in to Fight Forum" className="max-w-sm">
      <p className="text-zinc-300">Sign in or create a free account to read the forums and join the discussion.</p>
      <Link href="/auth" data-autofocus className="mt-5 flex min-h-11 items-center justify-center rounded bg-brand px-4 font-semibold">
        Continue to sign in
      </Link>
    </Modal>
  );
}
