import Link from "next/link";

/**
 * On an event's thread page, before, during and after the event: the way to its card, the picks
 * (the thread's opening post asks members to make theirs) and the results.
 */
export function EventPageLink({ event }: { event: { id: string } | null }) {
  if (!event) return null;
  return (
    <p className="mt-1">
      <Link href={`/events/${event.id}`} className="inline-flex min-h-11 items-center font-semibold text-red-400 hover:underline">
        Event page: the card, picks and results
      </Link>
    </p>
  );
}
