import Link from "next/link";
import { formatEventTime } from "@/lib/format";
import type { EventSummaryDto } from "@/lib/events/event-dto";
import { EventStatusBadge } from "./event-status-badge";

/** One event in a list: name, status, when and where, the card's size. */
export function EventSummaryItem({ event }: { event: EventSummaryDto }) {
  return (
    <article aria-label={event.name} className="rounded-lg border border-line bg-panel p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words text-lg font-bold">
          <Link href={`/events/${event.id}`} className="hover:underline">
            {event.name}
          </Link>
        </h3>
        <EventStatusBadge status={event.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={event.startsAt}>{formatEventTime(event.startsAt)}</time> · {event.venue} · {event.boutsCount} {event.boutsCount === 1 ? "bout" : "bouts"}
      </p>
    </article>
  );
}
