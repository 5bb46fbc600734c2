import type { PickerPlace } from "@/lib/events/picks";
import { formatQuantity, formatRank } from "@/lib/format";

interface PickerPlacePanelProps {
  place: PickerPlace;
  /** A new result is in and the member's points are being read again. */
  pending: boolean;
}

/** The member's place among every member who picked the event, with their points, beside its best pickers. */
export function PickerPlacePanel({ place, pending }: PickerPlacePanelProps) {
  return (
    <section aria-label="Your place" aria-busy={pending} className="rounded-lg border border-line bg-panel p-4">
      <h2 className="text-lg font-bold">Your place</h2>
      <p className={`mt-2 text-sm ${pending ? "opacity-60" : ""}`}>
        <span className="text-2xl font-bold tabular-nums">#{formatRank(place.rank, place.isTied)}</span>{" "}
        of {formatQuantity(place.pickers, "member", "members")} who picked, with {formatQuantity(place.points, "point", "points")}
      </p>
    </section>
  );
}
