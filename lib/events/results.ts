import "server-only";
import { assertStaff } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import type { BoutOutcome, WinMethod } from "@/lib/generated/prisma/enums";
import { badRequest, conflict } from "@/lib/http/errors";
import { announce, eventTopic } from "@/lib/live/hub";
import { recordFightCredForEach } from "@/lib/members/record-fight-cred";
import { lockMemberRows } from "@/lib/row-locks";
import type { ResultsInput } from "@/lib/validation/events";
import { DB_METHOD, DB_OUTCOME, picksLocked } from "./event-dto";
import { eventNotFound, getEvent } from "./events";
import { settleRobbery } from "./robbery-poll";
import { scoreBout } from "./scoring";

/**
 * Rescores every pick of the bouts for their results, moving each picker's pick'em points and Fight
 * Cred by the difference (so a corrected result takes back what the wrong one gave). The pickers'
 * rows are locked at once, in the one order (lib/row-locks.ts), and the picks and the members are
 * each written by one statement, however many picked: a statement per pick and per picker made a
 * result with 5,000 pickers outlast the transaction's time limit, so staff could not enter it.
 */
async function rescoreBouts(tx: Prisma.TransactionClient, results: { boutId: string; outcome: BoutOutcome; method: WinMethod | null }[]) {
  const changes: { userId: string; boutId: string; points: number; delta: number }[] = [];
  for (const result of results) {
    const picks = await tx.pick.findMany({ where: { boutId: result.boutId }, select: { userId: true, winner: true, method: true, points: true } });
    const points = scoreBout(picks, result);
    for (const pick of picks) {
      const now = points.get(pick.userId)!;
      if (now !== pick.points) changes.push({ userId: pick.userId, boutId: result.boutId, points: now, delta: now - pick.points });
    }
  }
  if (changes.length === 0) return;
  await lockMemberRows(tx, changes.map((change) => change.userId));
  await tx.$executeRaw`
    UPDATE "Pick" p SET points = c.points
    FROM unnest(${changes.map((change) => change.userId)}::text[], ${changes.map((change) => change.boutId)}::text[], ${changes.map((change) => change.points)}::int[])
      AS c("userId", "boutId", points)
    WHERE p."userId" = c."userId" AND p."boutId" = c."boutId"`;
  const deltas = new Map<string, number>();
  for (const change of changes) deltas.set(change.userId, (deltas.get(change.userId) ?? 0) + change.delta);
  await recordFightCredForEach(tx, deltas, "pickemPoint");
}

/**
 * Enters or corrects results (staff, once the event has started): winner and method, the round a
 * finish came in (a decision goes the distance), or a draw or no contest. Every pick of those bouts
 * is scored, and their robbery polls settled, in the same transaction.
 */
export async function enterResults(eventId: string, input: ResultsInput, staff: SignedInViewer) {
  assertStaff(staff, "Only moderators and admins can enter results.");
  const answer = await db.$transaction(async (tx) => {
    const [event] = await tx.$queryRaw<{ startsAt: Date }[]>`SELECT "startsAt" FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
    if (!event) throw eventNotFound();
    if (!picksLocked(event)) throw conflict("Results can be entered once the event has started.");
    const bouts = new Map(
      (await tx.bout.findMany({ where: { eventId, id: { in: input.results.map((result) => result.boutId) } }, select: { id: true, scheduledRounds: true, decidedAt: true, outcome: true, method: true } })).map((bout) => [bout.id, bout]),
    );
    const scored = [];
    for (const result of input.results) {
      const bout = bouts.get(result.boutId);
      if (!bout) throw badRequest("A result names a bout that is not on this event's card.");
      if (result.round && result.round > bout.scheduledRounds) throw badRequest(`The bout was scheduled for ${bout.scheduledRounds} rounds: round ${result.round} is not one of them.`);
      const outcome = DB_OUTCOME[result.outcome];
      const method = result.method ? DB_METHOD[result.method] : null;
      const round = method === "DECISION" ? bout.scheduledRounds : method ? result.round! : null;
      await tx.bout.update({ where: { id: bout.id }, data: { outcome, method, round, decidedAt: bout.decidedAt ?? new Date() } });
      // A corrected winner or method makes the robbery votes about another result: they go.
      if (bout.outcome !== null && (bout.outcome !== outcome || bout.method !== method)) await tx.robberyVote.deleteMany({ where: { boutId: bout.id } });
      await settleRobbery(tx, bout.id);
      scored.push({ boutId: bout.id, outcome, method });
    }
    await rescoreBouts(tx, scored);
    return getEvent(eventId, tx);
  });
  // Open event pages show the result, the points and the leaderboard as they come in.
  announce([eventTopic(eventId)]);
  return answer;
}
