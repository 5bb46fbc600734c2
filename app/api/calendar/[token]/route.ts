import { NextResponse } from "next/server";
import { calendarFeed } from "@/lib/events/calendar-feed";
import { handler } from "@/lib/http/handler";

/** A member's fight night calendar feed, for calendar apps: its secret address stands in for a session. */
export const GET = handler({ access: "public" }, async ({ params }) =>
  new NextResponse(await calendarFeed(params.token), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="fight-forum-fight-nights.ics"',
      "cache-control": "private, no-store",
    },
  }),
);
