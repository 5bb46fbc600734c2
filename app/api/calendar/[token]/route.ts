import { calendarFeed } from "@/lib/events/calendar-feed";
import { calendarResponse } from "@/lib/events/event-calendar";
import { handler } from "@/lib/http/handler";

/** A member's fight night calendar feed, for calendar apps: its secret address stands in for a session. */
export const GET = handler({ access: "public" }, async ({ params }) => calendarResponse(await calendarFeed(params.token), "inline", "fight-forum-fight-nights.ics"));
