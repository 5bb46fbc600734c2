"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { EventDto } from "@/lib/events/event-dto";
import { EVENT_BOUTS_MAX, EVENT_NAME_MAX, EVENT_VENUE_MAX, FIGHTER_NAME_MAX, WEIGHT_CLASS_MAX } from "@/lib/validation/limits";
import { validateInput } from "@/lib/validation/validate-input";

interface BoutFields {
  key: string;
  id?: string;
  segment: "main_card" | "prelims";
  weightClass: string;
  scheduledRounds: 3 | 5;
  redName: string;
  redFighter: string;
  blueName: string;
  blueFighter: string;
}

let nextKey = 0;
const newBout = (segment: BoutFields["segment"] = "main_card"): BoutFields => ({
  key: `new-${nextKey++}`,
  segment,
  weightClass: "",
  scheduledRounds: segment === "main_card" ? 5 : 3,
  redName: "",
  redFighter: "",
  blueName: "",
  blueFighter: "",
});

function fieldsOf(event: EventDto): BoutFields[] {
  return event.bouts.map((bout) => ({
    key: bout.id,
    id: bout.id,
    segment: bout.segment,
    weightClass: bout.weightClass,
    scheduledRounds: bout.scheduledRounds === 5 ? 5 : 3,
    redName: bout.red.name,
    redFighter: bout.red.fighter?.username ?? "",
    blueName: bout.blue.name,
    blueFighter: bout.blue.fighter?.username ?? "",
  }));
}

/** Times are entered and shown in UTC, as every event time on the site is. */
const toUtcInput = (iso: string) => iso.slice(0, 16);
const fromUtcInput = (value: string) => (value ? `${value}:00Z` : "");

/** Staff create an event or edit one (`event`): details, the card in card order (main event first), and ending it. */
export function EventForm({ event }: { event?: EventDto }) {
  const router = useRouter();
  const toast = useToast();
  const [name, setName] = useState(event?.name ?? "");
  const [venue, setVenue] = useState(event?.venue ?? "");
  const [startsAt, setStartsAt] = useState(event ? toUtcInput(event.startsAt) : "");
  const [bouts, setBouts] = useState<BoutFields[]>(event ? fieldsOf(event) : [newBout()]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (key: string, patch: Partial<BoutFields>) => setBouts((current) => current.map((bout) => (bout.key === key ? { ...bout, ...patch } : bout)));
  const move = (index: number, by: -1 | 1) =>
    setBouts((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  async function submit(ended?: boolean) {
    setBusy(true);
    setError(null);
    const input = {
      name,
      venue,
      startsAt: fromUtcInput(startsAt),
      bouts: bouts.map((bout) => ({
        ...(bout.id ? { id: bout.id } : {}),
        segment: bout.segment,
        weightClass: bout.weightClass,
        scheduledRounds: bout.scheduledRounds,
        red: { name: bout.redName, fighterUsername: bout.redFighter.trim() || null },
        blue: { name: bout.blueName, fighterUsername: bout.blueFighter.trim() || null },
      })),
      ...(ended === undefined ? {} : { ended }),
    };
    const checked = await validateInput(() => import("@/lib/validation/events").then((module) => (event ? module.eventUpdateSchema : module.eventInputSchema)), input);
    if (!checked.ok) {
      setError(checked.message);
      setBusy(false);
      return;
    }
    try {
      const saved = await apiFetch<EventDto>(event ? `/api/events/${event.id}` : "/api/events", { method: event ? "PUT" : "POST", body: input });
      toast({ title: event ? "Event saved" : "Event created", description: event ? undefined : "Its live thread is pinned in General MMA Discussion." });
      router.push(`/events/${saved.id}`);
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught, "Failed to save the event. Please try again."));
      setBusy(false);
    }
  }

  const fieldClass = "min-h-11 w-full rounded border border-line bg-ink px-3";
  const labelClass = "flex flex-col gap-1 text-sm";
  return (
    <form
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void submit();
      }}
      className="space-y-5"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={`${labelClass} sm:col-span-2`}>
          <span>Name</span>
          <input value={name} onChange={(changed) => setName(changed.target.value)} maxLength={EVENT_NAME_MAX} required className={fieldClass} />
        </label>
        <label className={labelClass}>
          <span>Venue</span>
          <input value={venue} onChange={(changed) => setVenue(changed.target.value)} maxLength={EVENT_VENUE_MAX} required className={fieldClass} />
        </label>
        <label className={labelClass}>
          <span>Starts at (UTC)</span>
          <input type="datetime-local" value={startsAt} onChange={(changed) => setStartsAt(changed.target.value)} required className={fieldClass} />
        </label>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">Fight card</legend>
        <p className="text-sm text-muted">In card order, main event first. A corner may link to a verified pro fighter by username.</p>
        <ol className="space-y-3">
          {bouts.map((bout, index) => (
            <li key={bout.key} aria-label={`Bout ${index + 1}`} className="space-y-3 rounded-lg border border-line bg-panel p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">Bout {index + 1}</span>
                <div className="flex gap-1">
                  <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move bout ${index + 1} up`} className="min-h-11 min-w-11 rounded border border-line disabled:opacity-40">
                    ↑
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={index === bouts.length - 1}
                    aria-label={`Move bout ${index + 1} down`}
                    className="min-h-11 min-w-11 rounded border border-line disabled:opacity-40"
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    onClick={() => setBouts((current) => current.filter((other) => other.key !== bout.key))}
                    disabled={bouts.length === 1}
                    aria-label={`Remove bout ${index + 1}`}
                    className="min-h-11 rounded border border-line px-3 text-sm disabled:opacity-40"
                  >
                    Remove
                  </button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <label className={labelClass}>
                  <span>Segment</span>
                  <select value={bout.segment} onChange={(changed) => change(bout.key, { segment: changed.target.value as BoutFields["segment"] })} className={fieldClass}>
                    <option value="main_card">Main card</option>
                    <option value="prelims">Prelims</option>
                  </select>
                </label>
                <label className={labelClass}>
                  <span>Weight class</span>
                  <input value={bout.weightClass} onChange={(changed) => change(bout.key, { weightClass: changed.target.value })} maxLength={WEIGHT_CLASS_MAX} required className={fieldClass} />
                </label>
                <label className={labelClass}>
                  <span>Rounds</span>
                  <select value={bout.scheduledRounds} onChange={(changed) => change(bout.key, { scheduledRounds: changed.target.value === "5" ? 5 : 3 })} className={fieldClass}>
                    <option value={3}>3</option>
                    <option value={5}>5</option>
                  </select>
                </label>
              </div>
              {(["red", "blue"] as const).map((side) => (
                <div key={side} className="grid gap-3 sm:grid-cols-2">
                  <label className={labelClass}>
                    <span>{side === "red" ? "Red corner" : "Blue corner"}</span>
                    <input
                      value={side === "red" ? bout.redName : bout.blueName}
                      onChange={(changed) => change(bout.key, side === "red" ? { redName: changed.target.value } : { blueName: changed.target.value })}
                      maxLength={FIGHTER_NAME_MAX}
                      required
                      className={fieldClass}
                    />
                  </label>
                  <label className={labelClass}>
                    <span>{side === "red" ? "Red corner's member (optional)" : "Blue corner's member (optional)"}</span>
                    <input
                      value={side === "red" ? bout.redFighter : bout.blueFighter}
                      onChange={(changed) => change(bout.key, side === "red" ? { redFighter: changed.target.value } : { blueFighter: changed.target.value })}
                      placeholder="username"
                      autoCapitalize="none"
                      className={fieldClass}
                    />
                  </label>
                </div>
              ))}
            </li>
          ))}
        </ol>
        {bouts.length < EVENT_BOUTS_MAX && (
          <button type="button" onClick={() => setBouts((current) => [...current, newBout(current.length >= 5 ? "prelims" : "main_card")])} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line">
            Add bout
          </button>
        )}
      </fieldset>

      {error && (
        <p role="alert" className="text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
          {busy ? "Saving..." : event ? "Save event" : "Create event"}
        </button>
        {event && event.status !== "upcoming" && (
          <button type="button" disabled={busy} onClick={() => void submit(event.status === "live")} className="min-h-11 rounded border border-line px-5 font-semibold hover:bg-line disabled:opacity-60">
            {event.status === "live" ? "End event" : "Reopen event"}
          </button>
        )}
      </div>
    </form>
  );
}
