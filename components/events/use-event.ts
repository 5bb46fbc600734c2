import { useCallback, useEffect, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useStateStream } from "@/components/ui/use-state-stream";
import { apiFetch } from "@/lib/http/api-fetch";
import type { EventAnswer } from "@/lib/events/leaderboard";
import type { PicksAnswer } from "@/lib/events/picks";
import type { PicksInput, ResultsInput } from "@/lib/validation/events";
import { eventUrl, picksUrl } from "./event-pages";

/** How often the page reads the card while no live stream is open. */
const POLL_MS = 30_000;
/** The longest wait a timer takes (about 24.8 days); a start further off is not waited for. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** How long after the start time the page reads the card, for a clock a little ahead of the server's. */
const AFTER_START_MS = 2_000;

/** The event as the member's picks depend on it: all but the robbery polls, whose tallies move vote by vote. */
const pointsBasis = (event: EventAnswer) => JSON.stringify({ ...event, bouts: event.bouts.map((bout) => ({ ...bout, robberyPoll: null })) });

/**
 * An event page's two reads (the event with its results and leaderboard; the member's picks with the
 * shares they may see), seeded by the server, and the writes that change them: saving picks, and
 * staff entering a result and members voting in a robbery poll (each moves what both reads show, so
 * both are read again). A write that fails reads both again too: most refusals mean the event moved
 * on while the page was open (it started, the poll closed, the member voted in another tab), and
 * the page then shows it as it is.
 *
 * Live: results, staff's changes and the robbery polls' tallies arrive over Server-Sent Events (GET
 * /api/events/{id}/events, the whole event each time; when it differs from the one shown in more
 * than a tally, the picks are read again for their points); while no stream is open, both are read
 * every 30 seconds. At the start time the page reads both again, so the card locks without a reload.
 */
export function useEvent(eventId: string) {
  const { cache, mutate: mutateCache } = useSWRConfig();
  // Between a new result and the member's picks read again, their points are those from before it.
  const [pointsPending, setPointsPending] = useState(false);
  async function readPoints() {
    setPointsPending(true);
    try {
      // Read, not sent with the result: swr drops a read that a save of the member's picks overtook.
      await mutateCache(picksUrl(eventId));
    } finally {
      setPointsPending(false);
    }
  }
  const streaming = useStateStream<EventAnswer>(`${eventUrl(eventId)}/events`, "event", (answer) => {
    // Compared with what the page shows: the first event mostly repeats what the server rendered,
    // and a result the member entered themselves has been read already.
    const shown = cache.get(eventUrl(eventId))?.data as EventAnswer | undefined;
    void mutateCache(eventUrl(eventId), answer, { revalidate: false });
    if (!shown || pointsBasis(shown) !== pointsBasis(answer)) void readPoints();
  });
  const refreshInterval = streaming ? 0 : POLL_MS;
  const { data: event, error: eventError, mutate: mutateEvent } = useSWR<EventAnswer>(eventUrl(eventId), { refreshInterval });
  const { data: picks, mutate: mutatePicks } = useSWR<PicksAnswer>(picksUrl(eventId), { refreshInterval });
  const readBoth = useCallback(() => Promise.all([mutateEvent(), mutatePicks()]), [mutateEvent, mutatePicks]);

  const startsAt = event?.startsAt;
  const locked = picks?.locked ?? true;
  useEffect(() => {
    if (locked || !startsAt) return;
    const wait = Date.parse(startsAt) - Date.now() + AFTER_START_MS;
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => void readBoth(), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [locked, startsAt, readBoth]);

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
      await mutatePicks(answer, { revalidate: false });
    });

  const enterResult = (result: ResultsInput["results"][number]) =>
    write(async () => {
      await apiFetch(`${eventUrl(eventId)}/results`, { body: { results: [result] } });
      await Promise.all([mutateEvent(), readPoints()]);
    });

  const voteRobbery = (boutId: string, robbery: boolean) =>
    write(async () => {
      await apiFetch(`${eventUrl(eventId)}/bouts/${encodeURIComponent(boutId)}/robbery`, { body: { robbery } });
      await readBoth();
    });

  return { event, eventError, picks, pointsPending, savePicks, enterResult, voteRobbery };
}
