import { absoluteUrl } from "@/lib/app-url";
import { calendarResponse, eventCalendar, eventCalendarFileName } from "@/lib/events/event-calendar";
import { getEvent } from "@/lib/events/events";
import { handler } from "@/lib/http/handler";

/** The event as an iCalendar file to add to a calendar ("Add to calendar" on its page). */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to view events" }, async ({ params }) => {
  const event = await getEvent(params.id);
  return calendarResponse(eventCalendar(event, absoluteUrl(`/events/${event.id}`)), "attachment", eventCalendarFileName(event));
});
