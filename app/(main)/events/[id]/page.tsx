import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { eventUrl, picksUrl } from "@/components/events/event-pages";
import { EventView } from "@/components/events/event-view";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { getEventWithLeaderboard } from "@/lib/events/leaderboard";
import { getPicks } from "@/lib/events/picks";
import { HttpError } from "@/lib/http/errors";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";

type Props = { params: Promise<{ id: string }> };

/** The event for this request, read once for the metadata and the page; 404 page when missing. */
const loadEvent = cache(async (eventId: string) => {
  try {
    return await getEventWithLeaderboard(eventId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadEvent((await params).id)).name };
}

/** An event: its card with the member's picks and the crowd's shares, results, best pickers, and its live thread. */
export default async function EventPage({ params }: Props) {
  const [{ id }, viewer] = await Promise.all([params, getViewer()]);
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const event = await loadEvent(id);
  const picks = await getPicks(id, viewer);
  return (
    <ServerRenderedData data={{ [eventUrl(id)]: event, [picksUrl(id)]: picks }}>
      <EventView eventId={id} viewer={toViewerSummary(viewer)} />
    </ServerRenderedData>
  );
}
