import Link from "next/link";

/** What a free member may not do until they upgrade, with the way to: "Upgrade Now" to checkout. */
export function UpgradeNotice({ text }: { text: string }) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded border border-brand/50 bg-brand/10 p-3 text-sm">
      {text}
      <Link href="/checkout" className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
        Upgrade Now
      </Link>
    </p>
  );
}
