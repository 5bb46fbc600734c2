import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { FIGHT_CRED_POINTS, type FightCredEvent } from "@/lib/fight-cred";

/** The stored counter on the member's row that each event moves along with their Fight Cred. */
const EVENT_COUNTER = {
  threadWritten: "postsCount",
  replyWritten: "repliesCount",
  likeReceived: "likesCount",
  replyReceived: "repliesReceivedCount",
  postOfTheDayReceived: "potdCount",
  staffPinReceived: "pinnedByUserCount",
  pickemPoint: "pickemPoints",
} as const satisfies Record<FightCredEvent, string>;

interface UserCounterWriter {
  user: { update: (args: { where: { id: string }; data: Record<string, { increment: number }> }) => Promise<unknown> };
}

/**
 * Applies `count` events (1 by default; -1 reverses one) to a member's counter and Fight Cred.
 * Call it with the transaction that records the event so both commit together.
 */
export function recordFightCred(tx: UserCounterWriter, userId: string, event: FightCredEvent, count = 1) {
  return tx.user.update({
    where: { id: userId },
    data: {
      [EVENT_COUNTER[event]]: { increment: count },
      fightCred: { increment: count * FIGHT_CRED_POINTS[event] },
    },
  });
}

/**
 * recordFightCred for many members in one statement: each member's count of the event (negative
 * takes events back). The caller locks the members' rows first (lockMemberRows, lib/row-locks.ts).
 */
export async function recordFightCredForEach(tx: Prisma.TransactionClient, counts: Map<string, number>, event: FightCredEvent) {
  const moved = [...counts].filter(([, count]) => count !== 0);
  if (moved.length === 0) return;
  const counter = Prisma.raw(`"${EVENT_COUNTER[event]}"`);
  await tx.$executeRaw`
    UPDATE "User" u SET ${counter} = u.${counter} + c.count, "fightCred" = u."fightCred" + c.count * ${FIGHT_CRED_POINTS[event]}
    FROM unnest(${moved.map(([userId]) => userId)}::text[], ${moved.map(([, count]) => count)}::int[]) AS c(id, count)
    WHERE u.id = c.id`;
}
