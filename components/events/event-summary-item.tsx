import Link from "next/link";
import { formatEventTime, formatQuantity } from "@/lib/format";
import type { EventListItemDto } from "@/lib/events/event-dto";
import { EventStatusBadge } from "./event-status-badge";

/** What the viewer picked of an event: a nudge before an event they have not picked, their points once it runs. */
function YourPicksLine({ event }: { event: EventListItemDto }) {
  const picks = event.yourPicks;
  if (!picks) return event.status === "upcoming" ? <p className="mt-1 text-sm font-semibold text-red-300">No picks yet</p> : null;
  const points = event.status === "upcoming" ? "" : ` · ${formatQuantity(picks.points, "point", "points")}`;
  return (
    <p className="mt-1 text-sm">
      You picked {picks.count} of {formatQuantity(event.boutsCount, "bout", "bouts")}
      {points}
    </p>
  );
}

/** One event in a list: name, status, when and where, the card's size, and the viewer's picks. */
export function EventSummaryItem({ event }: { event: EventListItemDto }) {
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
        <time dateTime={event.startsAt}>{formatEventTime(event.startsAt)}</time> · {event.venue} · {formatQuantity(event.boutsCount, "bout", "bouts")}
      </p>
      <YourPicksLine event={event} />
    </article>
  );
}
