import Link from "next/link";
import { LockIcon } from "@/components/ui/icons";

/**
 * Stands in for a pro fighter's post for viewers who are not paid. The server sent no content:
 * the blur is drawn over placeholder text. A click leads to the upgrade.
 */
export function PremiumOverlay() {
  return (
    // Tall enough for the notice at every width: the blurred text is only two lines on a wide screen.
    <Link href="/checkout" className="relative mt-2 block min-h-32 overflow-hidden rounded border border-line">
      <p aria-hidden="true" className="select-none p-3 text-sm text-zinc-300 blur-sm">
        Training notes, fight-week routines and straight talk from inside the cage, written by a verified pro
        fighter for Fight Forum members. Upgrade to read the whole post and join the discussion.
      </p>
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-ink/70 p-2 text-center">
        <LockIcon className="h-5 w-5 text-red-400" />
        <strong>Premium Content</strong>
        <span className="text-sm text-muted">Upgrade to view fighter posts</span>
      </span>
    </Link>
  );
}
