import type { BoutDto, EventStatus } from "@/lib/events/event-dto";
import type { MethodInput } from "@/lib/validation/events";

/** How the card, picks and results name methods and outcomes. */
export const METHOD_LABELS: Record<MethodInput, string> = { ko_tko: "KO/TKO", submission: "Submission", decision: "Decision" };
export const METHOD_CHOICES = Object.keys(METHOD_LABELS) as MethodInput[];

export const STATUS_LABELS: Record<EventStatus, string> = { upcoming: "Upcoming", live: "LIVE", past: "Past" };

/** "Red Champion by KO/TKO, round 2", "Draw", "No contest". */
export function resultText(bout: BoutDto) {
  const result = bout.result;
  if (!result) return null;
  if (result.outcome === "draw") return "Draw";
  if (result.outcome === "no_contest") return "No contest";
  const winner = result.outcome === "red" ? bout.red.name : bout.blue.name;
  const method = result.method ? METHOD_LABELS[result.method] : "";
  return result.method === "decision" ? `${winner} by decision` : `${winner} by ${method}, round ${result.round}`;
}
