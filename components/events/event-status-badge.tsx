import type { EventStatus } from "@/lib/events/event-dto";
import { STATUS_LABELS } from "./event-labels";

const CLASSES: Record<EventStatus, string> = {
  live: "bg-red-600 text-white",
  upcoming: "bg-line text-white",
  past: "bg-ink text-muted",
};

/** LIVE from the start until staff end it; Upcoming before; Past after. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-bold tracking-wide ${CLASSES[status]}`}>{STATUS_LABELS[status]}</span>;
}
