import "server-only";
import { db } from "@/lib/db";
import { formatEventTime, formatQuantity } from "@/lib/format";
import { notify } from "@/lib/notifications/notify";

/** How long before an event's start its pickers are reminded: fans pick on fight day. */
const PICKEM_REMINDER_HOURS = 6;

/** A regular picker picked an event that started within this many days before the one coming. */
const REGULAR_PICKER_DAYS = 90;

/** The reminder a picker gets: when picks lock, and how far they got. */
function pickemReminderMessage({ eventName, startsAt, picked, bouts }: { eventName: string; startsAt: Date; picked: number; bouts: number }) {
  const lock = `Picks for ${eventName} lock at ${formatEventTime(startsAt)}`;
  if (picked === 0) return `${lock}: you have not made yours yet.`;
  return `${lock}: you have picked ${picked} of ${formatQuantity(bouts, "bout", "bouts")}.`;
}

/**
 * Reminds the pickers of every event whose picks lock within PICKEM_REMINDER_HOURS (a scheduled
 * job: GET /api/cron/pickem-reminders, hourly): each member who picked an event of the 90 days
 * before it, or some of its own fights, and has not picked all of them gets a `PICKEM_REMINDER`
 * notice leading to the event. An event is claimed by the statement that marks it reminded, in the
 * transaction of its notices, so runs at once remind nobody twice; staff moving its start time
 * clear the mark (lib/events/events.ts). Answers how many events and members were reminded.
 */
export async function remindPickers() {
  return db.$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string; name: string; startsAt: Date; threadId: string; bouts: number }[]>`
      UPDATE "Event" e SET "pickersRemindedAt" = now() AT TIME ZONE 'UTC'
      WHERE "pickersRemindedAt" IS NULL AND "endedAt" IS NULL
        AND "startsAt" > now() AT TIME ZONE 'UTC' AND "startsAt" <= now() AT TIME ZONE 'UTC' + make_interval(hours => ${PICKEM_REMINDER_HOURS})
      RETURNING id, name, "startsAt", "threadId", (SELECT count(*)::int FROM "Bout" b WHERE b."eventId" = e.id) AS bouts`;
    let members = 0;
    for (const event of events) {
      const pickers = await tx.$queryRaw<{ userId: string; picked: number }[]>`
        SELECT p."userId", (count(*) FILTER (WHERE p."eventId" = coming.id))::int AS picked
        FROM "Event" coming
        JOIN "Event" e ON e.id = coming.id
          OR (e."startsAt" < coming."startsAt" AND e."startsAt" >= coming."startsAt" - make_interval(days => ${REGULAR_PICKER_DAYS}))
        JOIN "Pick" p ON p."eventId" = e.id
        WHERE coming.id = ${event.id}
        GROUP BY p."userId"
        HAVING count(*) FILTER (WHERE p."eventId" = coming.id) < ${event.bouts}`;
      members += await notify(
        tx,
        pickers.map(({ userId, picked }) => ({
          userId,
          actorId: null,
          type: "PICKEM_REMINDER",
          threadId: event.threadId,
          message: pickemReminderMessage({ eventName: event.name, startsAt: event.startsAt, picked, bouts: event.bouts }),
        })),
      );
    }
    return { events: events.length, members };
  });
}
