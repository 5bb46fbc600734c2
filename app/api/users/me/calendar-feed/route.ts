import { endCalendarFeed, newCalendarFeed } from "@/lib/events/calendar-feed";
import { handler } from "@/lib/http/handler";

const signedOutMessage = "You must be logged in to manage your calendar";

/** A new address for the member's fight night calendar (the first, or one replacing the last): `{ url }`. */
export const POST = handler({ access: "signedIn", signedOutMessage }, ({ viewer }) => newCalendarFeed(viewer));

/** Turns the calendar off: its address stops working. `{ url: null }`. */
export const DELETE = handler({ access: "signedIn", signedOutMessage }, ({ viewer }) => endCalendarFeed(viewer));
