import useSWR from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { EventAnswer } from "@/lib/events/leaderboard";
import type { PicksAnswer } from "@/lib/events/picks";
import type { PicksInput, ResultsInput } from "@/lib/validation/events";
import { eventUrl, picksUrl } from "./event-pages";

/**
 * An event page's two reads (the event with its results and leaderboard; the member's picks with the
 * shares they may see), seeded by the server, and the writes that change them: saving picks, and
 * staff entering a result and members voting in a robbery poll (each moves what both reads show, so
 * both are read again). A write that fails reads both again too: most refusals mean the event moved
 * on while the page was open (it started, the poll closed, the member voted in another tab), and
 * the page then shows it as it is.
 */
export function useEvent(eventId: string) {
  const event = useSWR<EventAnswer>(eventUrl(eventId));
  const picks = useSWR<PicksAnswer>(picksUrl(eventId));
  const readBoth = () => Promise.all([event.mutate(), picks.mutate()]);

  async function write<T>(call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      void readBoth();
      throw error;
    }
  }

  const savePicks = (input: PicksInput) =>
    write(async () => {
      const answer = await apiFetch<PicksAnswer>(picksUrl(eventId), { body: input });
      await picks.mutate(answer, { revalidate: false });
    });

  const enterResult = (result: ResultsInput["results"][number]) =>
    write(async () => {
      await apiFetch(`${eventUrl(eventId)}/results`, { body: { results: [result] } });
      await readBoth();
    });

  const voteRobbery = (boutId: string, robbery: boolean) =>
    write(async () => {
      await apiFetch(`${eventUrl(eventId)}/bouts/${encodeURIComponent(boutId)}/robbery`, { body: { robbery } });
      await readBoth();
    });

  return { event: event.data, eventError: event.error, picks: picks.data, savePicks, enterResult, voteRobbery };
}
