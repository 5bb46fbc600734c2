import Link from "next/link";

/** On an event's live thread while the event is live: LIVE, linking to the event's card and picks. */
export function LiveEventBadge({ event }: { event: { id: string; live: boolean } | null }) {
  if (!event?.live) return null;
  return (
    <Link href={`/events/${event.id}`} aria-label="Live event: see the card and picks" className="inline-flex items-center rounded bg-red-600 px-1.5 py-0.5 align-middle text-xs font-bold tracking-wide text-white hover:bg-red-500">
      LIVE
    </Link>
  );
}
