import { useCallback, useMemo } from "react";
import { useSessionValue } from "@/components/ui/use-session-value";
import type { MethodInput } from "@/lib/validation/events";
import { METHOD_CHOICES } from "./event-labels";

export interface PickDraft {
  winner: "red" | "blue";
  method: MethodInput | null;
}

export type PickDrafts = Record<string, PickDraft>;

/**
 * The picks a member has made on an event's card but not saved yet, by bout, kept in session storage
 * until saved (as reply drafts are): a member who opens the live thread, or whose phone reloads the
 * tab, finds them again, still marked unsaved.
 */
export function usePickDrafts(eventId: string) {
  const [stored, setStored] = useSessionValue(`fightforum:pick-drafts:${eventId}`);
  const drafts = useMemo(() => parseDrafts(stored), [stored]);
  const setDraft = useCallback(
    (boutId: string, pick: PickDraft) => setStored((current) => JSON.stringify({ ...parseDrafts(current), [boutId]: pick })),
    [setStored],
  );
  /** Forgets the drafts just saved, keeping any the member changed while they were being sent. */
  const forgetDrafts = useCallback(
    (saved: PickDrafts) =>
      setStored((current) => {
        const kept = Object.entries(parseDrafts(current)).filter(([boutId, draft]) => !samePick(draft, saved[boutId]));
        return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
      }),
    [setStored],
  );
  return { drafts, setDraft, forgetDrafts };
}

/** Whether two picks of a bout choose the same winner and method (a draft against another, or against the saved pick). */
export const samePick = (pick: PickDraft, other: PickDraft | undefined) => other !== undefined && pick.winner === other.winner && pick.method === other.method;

/** The drafts session storage held, leaving out any this version cannot use. */
function parseDrafts(stored: string | null): PickDrafts {
  if (!stored) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const drafts: PickDrafts = {};
  for (const [boutId, draft] of Object.entries(value)) {
    if (typeof draft !== "object" || draft === null) continue;
    const { winner, method } = draft as Record<string, unknown>;
    if ((winner === "red" || winner === "blue") && (method === null || METHOD_CHOICES.includes(method as MethodInput))) {
      drafts[boutId] = { winner, method: method as MethodInput | null };
    }
  }
  return drafts;
}
