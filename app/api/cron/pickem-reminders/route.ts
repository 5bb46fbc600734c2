import { remindPickers } from "@/lib/events/pickem-reminders";
import { handler } from "@/lib/http/handler";
import { assertFromScheduler } from "@/lib/maintenance/scheduler";

/** The hourly pick'em reminders, for the host's scheduler (CRON_SECRET as a bearer token). */
export const GET = handler({ access: "public" }, ({ req }) => {
  assertFromScheduler(req.headers.get("authorization"), "Pick'em reminders");
  return remindPickers();
});
