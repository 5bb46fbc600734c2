import type { Metadata } from "next";
import { cache } from "react";
import { eventUrl, picksUrl } from "@/components/events/event-pages";
import { EventView } from "@/components/events/event-view";
import { SharedLinkPreview } from "@/components/sharing/shared-link-preview";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { eventShareImagePath, toEventShare } from "@/lib/events/event-share";
import { getEvent } from "@/lib/events/events";
import { eventLeaderboard, type EventAnswer } from "@/lib/events/leaderboard";
import { getPicks } from "@/lib/events/picks";
import { orNotFoundPage } from "@/lib/http/not-found-page";
import { fromLinkPreviewCrawler } from "@/lib/sharing/link-preview-crawler";
import { shareMetadata } from "@/lib/sharing/share-tags";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";

type Props = { params: Promise<{ id: string }> };

/** The event for this request, read once for the metadata and the page; 404 page when missing. */
const loadEvent = cache((eventId: string) => orNotFoundPage(getEvent(eventId)));

/** Share tags, the same for every viewer: the card's public facts (lib/events/event-share.ts). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const share = toEventShare(await loadEvent((await params).id));
  return shareMetadata({
    path: `/events/${share.id}`,
    title: share.name,
    description: share.description,
    image: { drawnAt: eventShareImagePath(share.id) },
    openGraph: { type: "website" },
  });
}

/** An event: its card with the member's picks and the crowd's shares, results, best pickers, and its live thread. */
export default async function EventPage({ params }: Props) {
  const [{ id }, viewer] = await Promise.all([params, getViewer()]);
  const event = await loadEvent(id);
  if (!viewer) {
    // A fight night shared on social apps: link previews get the share tags, people go on to sign in.
    const share = toEventShare(event);
    return (
      <SharedLinkPreview
        kicker={share.when}
        title={share.name}
        description={share.description}
        action={share.action}
        returnTo={`/events/${encodeURIComponent(id)}`}
        redirect={!(await fromLinkPreviewCrawler())}
      />
    );
  }
  // Members only: a signed-out visitor's preview shows the card's public facts, not who picks best.
  const [leaderboard, picks] = await Promise.all([eventLeaderboard(id), getPicks(id, viewer)]);
  return (
    <ServerRenderedData data={{ [eventUrl(id)]: { ...event, leaderboard } satisfies EventAnswer, [picksUrl(id)]: picks }}>
      <EventView eventId={id} viewer={toViewerSummary(viewer)} />
    </ServerRenderedData>
  );
}
