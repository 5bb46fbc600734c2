import { NextResponse } from "next/server";
import { createEvent, listEvents } from "@/lib/events/events";
import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { eventInputSchema, listEventsQuerySchema } from "@/lib/validation/events";

/** Upcoming and live events (soonest first) or past ones (latest first), with the viewer's picks of each; `cursor` pages (`x-next-cursor`). */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events", query: listEventsQuerySchema }, async ({ query, viewer }) => {
  const page = await listEvents(query, viewer);
  return pageResponse(page.events, page.nextCursor);
});

/** Staff create an event with its card; its live thread is created with it. */
export const POST = handler({ access: "staff", body: eventInputSchema }, async ({ body, viewer }) =>
  NextResponse.json(await createEvent(body, viewer), { status: 201 }),
);
