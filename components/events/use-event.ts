import useSWR from "swr";
import { ApiError, apiFetch } from "@/lib/http/api-fetch";
import type { EventAnswer } from "@/lib/events/leaderboard";
import type { PicksAnswer } from "@/lib/events/picks";
import type { PicksInput, ResultsInput } from "@/lib/validation/events";
import { eventUrl, picksUrl } from "./event-pages";

/**
 * An event page's two reads (the event with its results and leaderboard; the member's picks with the
 * shares they may see), seeded by the server, and the writes that change them: saving picks (refused
 * once the event has started, which reads both again), and
 * staff entering a result and members voting in a robbery poll (each moves what both reads show, so
 * both are read again).
 */
export function useEvent(eventId: string) {
  const event = useSWR<EventAnswer>(eventUrl(eventId));
  const picks = useSWR<PicksAnswer>(picksUrl(eventId));

  async function savePicks(input: PicksInput) {
    try {
      const answer = await apiFetch<PicksAnswer>(picksUrl(eventId), { body: input });
      await picks.mutate(answer, { revalidate: false });
    } catch (error) {
      // The event started while the page was open: show the card as it is now, locked.
      if (error instanceof ApiError && error.code === "PICKS_LOCKED") void Promise.all([event.mutate(), picks.mutate()]);
      throw error;
    }
  }

  async function enterResult(result: ResultsInput["results"][number]) {
    await apiFetch(`${eventUrl(eventId)}/results`, { body: { results: [result] } });
    await Promise.all([event.mutate(), picks.mutate()]);
  }

  async function voteRobbery(boutId: string, robbery: boolean) {
    await apiFetch(`${eventUrl(eventId)}/bouts/${encodeURIComponent(boutId)}/robbery`, { body: { robbery } });
    await Promise.all([event.mutate(), picks.mutate()]);
  }

  return { event: event.data, eventError: event.error, picks: picks.data, savePicks, enterResult, voteRobbery };
}
