/** What an event's live thread says (lib/events/events.ts, and the demo seed): plain functions, no database. */

interface CardBout {
  segment: "main_card" | "prelims";
  weightClass: string;
  red: { name: string };
  blue: { name: string };
}

export const eventThreadTitle = (name: string) => `${name}: live thread`;

/** The opening post: where the event is, a nudge to pick, and the card by segment. */
export function eventThreadContent(event: { name: string; venue: string; bouts: CardBout[] }) {
  const line = (bout: CardBout) => `- ${bout.red.name} vs ${bout.blue.name} (${bout.weightClass})`;
  const section = (title: string, bouts: CardBout[]) => (bouts.length ? [`**${title}**`, ...bouts.map(line), ""] : []);
  return [
    `Live discussion of **${event.name}** at ${event.venue}. Make your picks on the event page before the first bout.`,
    "",
    ...section("Main card", event.bouts.filter((bout) => bout.segment === "main_card")),
    ...section("Prelims", event.bouts.filter((bout) => bout.segment === "prelims")),
  ]
    .join("\n")
    .trim();
}
