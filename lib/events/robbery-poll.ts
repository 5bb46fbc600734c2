import "server-only";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db, type Prisma } from "@/lib/db";
import { badRequest, conflict, forbidden, notFound, upgradeRequired } from "@/lib/http/errors";
import { announceThrottled, eventTopic } from "@/lib/live/hub";

/**
 * Robbery polls (issue 20; SPEC.md's Basic plan promises "vote in robbery insurance polls"). For 72
 * hours after a bout is won by decision, paid members vote once: robbery or not. While at least two
 * thirds of at least 20 votes say robbery, the bout is marked one, and when its losing corner links
 * to a verified pro fighter, a robbery insurance claim is recorded for the payouts ledger; a poll
 * that turns back before it closes takes both back. Free members see the tally and an upgrade prompt.
 */

const ROBBERY_POLL_HOURS = 72;
const ROBBERY_MIN_VOTES = 20;
/** Open event pages see the tallies move at most this often: votes come by the thousand after a close decision. */
const TALLY_ANNOUNCE_MS = 5_000;

/** Whether the tally marks a robbery: two thirds of at least the minimum number of votes. */
function isRobberyVerdict(yes: number, no: number) {
  const total = yes + no;
  return total >= ROBBERY_MIN_VOTES && yes * 3 >= total * 2;
}

interface PollBout {
  outcome: string | null;
  method: string | null;
  decidedAt: Date | null;
}

/** When a bout's poll closes: 72 hours after a win by decision; null when it has none. */
function robberyPollClosesAt(bout: PollBout) {
  const decisionWin = (bout.outcome === "RED" || bout.outcome === "BLUE") && bout.method === "DECISION";
  return decisionWin && bout.decidedAt ? new Date(bout.decidedAt.getTime() + ROBBERY_POLL_HOURS * 3_600_000) : null;
}

/** A bout's poll as everyone may see it (the tally is public; voting is for paid members). */
export function robberyPollOf(bout: PollBout & { robbery: boolean }, tally: { yes: number; no: number } | undefined, now = new Date()) {
  const closesAt = robberyPollClosesAt(bout);
  if (!closesAt) return null;
  return { closesAt: closesAt.toISOString(), open: now < closesAt, yes: tally?.yes ?? 0, no: tally?.no ?? 0, robbery: bout.robbery };
}
export type RobberyPollDto = NonNullable<ReturnType<typeof robberyPollOf>>;

/** The yes and no votes of each bout. */
export async function robberyTallies(tx: Prisma.TransactionClient, boutIds: string[]) {
  const tallies = new Map<string, { yes: number; no: number }>();
  if (boutIds.length === 0) return tallies;
  const counts = await tx.robberyVote.groupBy({ by: ["boutId", "robbery"], where: { boutId: { in: boutIds } }, _count: { _all: true } });
  for (const count of counts) {
    const tally = tallies.get(count.boutId) ?? { yes: 0, no: 0 };
    tally[count.robbery ? "yes" : "no"] = count._count._all;
    tallies.set(count.boutId, tally);
  }
  return tallies;
}

/**
 * Brings the bout's robbery mark and claim in line with its votes and result (after a vote, or a
 * corrected result), and answers the poll as it stands. Runs with the bout's row locked.
 */
export async function settleRobbery(tx: Prisma.TransactionClient, boutId: string) {
  const bout = await tx.bout.findUniqueOrThrow({
    where: { id: boutId },
    select: { outcome: true, method: true, decidedAt: true, redFighter: { select: { id: true, role: true, isVerified: true } }, blueFighter: { select: { id: true, role: true, isVerified: true } } },
  });
  const tally = (await robberyTallies(tx, [boutId])).get(boutId) ?? { yes: 0, no: 0 };
  const robbery = robberyPollClosesAt(bout) !== null && isRobberyVerdict(tally.yes, tally.no);
  const loser = bout.outcome === "RED" ? bout.blueFighter : bout.outcome === "BLUE" ? bout.redFighter : null;
  const claimant = robbery && loser?.role === "FIGHTER" && loser.isVerified ? loser.id : null;
  await tx.bout.update({ where: { id: boutId }, data: { robbery } });
  if (claimant) {
    await tx.robberyClaim.upsert({ where: { boutId }, create: { boutId, fighterId: claimant }, update: { fighterId: claimant } });
  } else {
    await tx.robberyClaim.deleteMany({ where: { boutId } });
  }
  return robberyPollOf({ ...bout, robbery }, tally);
}

/** POST /api/events/{id}/bouts/{boutId}/robbery answers the member's vote and the poll now. */
export interface RobberyVoteAnswer {
  boutId: string;
  myVote: boolean;
  poll: RobberyPollDto;
}

/** Records a paid member's one vote in an open robbery poll and settles the bout's verdict. */
export async function voteRobbery(eventId: string, boutId: string, robbery: boolean, viewer: SignedInViewer): Promise<RobberyVoteAnswer> {
  if (!viewer.isPaid) throw upgradeRequired("Upgrade to the Basic plan to vote in robbery polls.");
  const answer = await db.$transaction(async (tx) => {
    const [bout] = await tx.$queryRaw<{ eventId: string; outcome: string | null; method: string | null; decidedAt: Date | null }[]>`
      SELECT "eventId", outcome::text, method::text, "decidedAt" FROM "Bout" WHERE id = ${boutId} FOR UPDATE`;
    if (!bout || bout.eventId !== eventId) throw notFound("Bout not found");
    const closesAt = robberyPollClosesAt(bout);
    if (!closesAt) throw badRequest("Only a bout won by decision has a robbery poll.");
    if (new Date() >= closesAt) throw forbidden("This robbery poll has closed.", "POLL_ENDED");
    const { count } = await tx.robberyVote.createMany({ data: [{ userId: viewer.id, boutId, robbery }], skipDuplicates: true });
    if (count === 0) throw conflict("You have already voted in this robbery poll.", "ALREADY_VOTED");
    // The bout has a poll (checked above), so the settled poll is there.
    const poll = (await settleRobbery(tx, boutId))!;
    return { boutId, myVote: robbery, poll };
  });
  announceThrottled(eventTopic(eventId), TALLY_ANNOUNCE_MS);
  return answer;
}
