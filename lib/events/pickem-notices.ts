import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatQuantity, formatRank } from "@/lib/format";
import { notify } from "@/lib/notifications/notify";
import type { PickerPlace } from "./picks";

/** A picker's place in an event's pick'em once it is over. */
type PickemResult = PickerPlace & { eventName: string };

/** The notice a picker gets when the event ends. */
export function pickemResultMessage({ eventName, points, rank, isTied, pickers }: PickemResult) {
  if (points === 0) return `${eventName} is over: none of your picks scored this time.`;
  const among = formatQuantity(pickers, "member", "members");
  return `${eventName} is over: your picks scored ${formatQuantity(points, "point", "points")}, #${formatRank(rank, isTied)} of ${among} who picked.`;
}

/**
 * Tells every member who picked the event's fights their points and place, when staff end it
 * (lib/events/events.ts), in the transaction that ends it: one statement reads every picker's
 * standing, one records the notices. An event ended, reopened and ended again tells nobody twice:
 * members who already have its notice (on its thread) are left out.
 */
export async function tellPickersTheirResults(tx: Prisma.TransactionClient, event: { id: string; name: string; threadId: string }) {
  const standings = await tx.$queryRaw<{ userId: string; points: number; rank: number; isTied: boolean; pickers: number }[]>`
    SELECT "userId", points, rank, "isTied", pickers
    FROM (
      SELECT "userId", points, rank() OVER (ORDER BY points DESC)::int AS rank,
        count(*) OVER (PARTITION BY points) > 1 AS "isTied", (count(*) OVER ())::int AS pickers
      FROM (SELECT "userId", sum(points)::int AS points FROM "Pick" WHERE "eventId" = ${event.id} GROUP BY "userId") totals
    ) standing
    WHERE NOT EXISTS (
      SELECT 1 FROM "Notification" n
      WHERE n."userId" = standing."userId" AND n.type = 'PICKEM_RESULT' AND n."threadId" = ${event.threadId}
    )`;
  await notify(
    tx,
    standings.map(({ userId, ...standing }) => ({
      userId,
      actorId: null,
      type: "PICKEM_RESULT",
      threadId: event.threadId,
      message: pickemResultMessage({ eventName: event.name, ...standing }),
    })),
  );
}
