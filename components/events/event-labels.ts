import type { BoutDto, EventStatus } from "@/lib/events/event-dto";
import type { MethodInput } from "@/lib/validation/events";

/** How the card, picks and results name methods and outcomes. */
export const METHOD_LABELS: Record<MethodInput, string> = { ko_tko: "KO/TKO", submission: "Submission", decision: "Decision" };
export const METHOD_CHOICES = Object.keys(METHOD_LABELS) as MethodInput[];

export const STATUS_LABELS: Record<EventStatus, string> = { upcoming: "Upcoming", live: "LIVE", past: "Past" };

/** A method inside a sentence: "by KO/TKO", "by submission", "by decision". */
export const methodInText = (method: MethodInput) => (method === "ko_tko" ? METHOD_LABELS[method] : METHOD_LABELS[method].toLowerCase());

/** "Red Champion by KO/TKO, round 2", "Red Champion by decision", "Draw", "No contest". */
export function resultText(bout: BoutDto) {
  const result = bout.result;
  if (!result) return null;
  if (result.outcome === "draw") return "Draw";
  if (result.outcome === "no_contest") return "No contest";
  const winner = result.outcome === "red" ? bout.red.name : bout.blue.name;
  if (!result.method) return winner;
  return result.method === "decision" ? `${winner} by decision` : `${winner} by ${methodInText(result.method)}, round ${result.round}`;
}
