/**
 * Fight Cred: the one place for the points formula and the status tiers (DESIGN.md), shared with
 * the client. Stored per user and updated in the same transaction as each event
 * (lib/members/record-fight-cred.ts); `npm run db:recount` recomputes it from the rows.
 */

export const FIGHT_CRED_POINTS = {
  threadWritten: 2,
  replyWritten: 1,
  likeReceived: 1,
  replyReceived: 1,
  postOfTheDayReceived: 5,
  staffPinReceived: 10,
  /** Each pick'em point (lib/events/scoring.ts): a right winner, method or underdog call. */
  pickemPoint: 2,
} as const;

export type FightCredEvent = keyof typeof FIGHT_CRED_POINTS;

export interface FightCredCounts {
  threadsWritten: number;
  repliesWritten: number;
  likesReceived: number;
  repliesReceived: number;
  postsOfTheDayReceived: number;
  staffPinsReceived: number;
  pickemPoints: number;
}

export function fightCredFor(counts: FightCredCounts) {
  const p = FIGHT_CRED_POINTS;
  return (
    counts.threadsWritten * p.threadWritten +
    counts.repliesWritten * p.replyWritten +
    counts.likesReceived * p.likeReceived +
    counts.repliesReceived * p.replyReceived +
    counts.postsOfTheDayReceived * p.postOfTheDayReceived +
    counts.staffPinsReceived * p.staffPinReceived +
    counts.pickemPoints * p.pickemPoint
  );
}

/** Status tiers, highest first, with the Fight Cred each needs. */
export const STATUS_TIERS = [
  { status: "GOAT", label: "GOAT", minCred: 10_000 },
  { status: "P4P", label: "P4P", minCred: 5_000 },
  { status: "HALL_OF_FAMER", label: "HALL OF FAMER", minCred: 2_500 },
  { status: "CHAMPION", label: "CHAMPION", minCred: 1_200 },
  { status: "CONTENDER", label: "CONTENDER", minCred: 500 },
  { status: "RANKED_POSTER", label: "RANKED", minCred: 200 },
  { status: "COMPETITOR", label: "COMPETITOR", minCred: 75 },
  { status: "REGIONAL_POSTER", label: "REGIONAL", minCred: 25 },
  { status: "AMATEUR", label: "AMATEUR", minCred: 0 },
] as const;

export type Status = (typeof STATUS_TIERS)[number]["status"];

export function statusFor(fightCred: number): Status {
  return (STATUS_TIERS.find((tier) => fightCred >= tier.minCred) ?? STATUS_TIERS.at(-1)!).status;
}

/**
 * The tier after a member's own and how far they are on the way to it (`progress` from 0 at their
 * tier's floor to 1), or null at the top tier.
 */
export function nextTierFor(fightCred: number) {
  const reached = STATUS_TIERS.findIndex((tier) => fightCred >= tier.minCred);
  const index = reached === -1 ? STATUS_TIERS.length - 1 : reached;
  if (index === 0) return null;
  const [next, current] = [STATUS_TIERS[index - 1], STATUS_TIERS[index]];
  const progress = (fightCred - current.minCred) / (next.minCred - current.minCred);
  return { status: next.status, label: next.label, needed: next.minCred - fightCred, progress: Math.min(1, Math.max(0, progress)) };
}

/** The display label of a status; unknown values fall back to AMATEUR's. */
export function statusLabel(status: string) {
  const key = status.replace(/ /g, "_");
  return (STATUS_TIERS.find((tier) => tier.status === key) ?? STATUS_TIERS.at(-1)!).label;
}

/** Fight Cred range [min, max) of a status, for filtering rankings in the database. */
export function fightCredRange(status: Status) {
  const index = STATUS_TIERS.findIndex((tier) => tier.status === status);
  const higher = STATUS_TIERS[index - 1];
  return { min: STATUS_TIERS[index].minCred, max: higher ? higher.minCred : null };
}
