/**
 * A verified fighter's activity score for a month (docs/decisions.md, "Fighter payouts"): points per
 * thread written, reply written, like received from another member (threads and replies), Post of the
 * Day mark received, and pick'em point scored at the month's events. Deleted posts do not count.
 */
const ACTIVITY_WEIGHTS = { thread: 3, reply: 1, likeReceived: 1, potdReceived: 10, pickemPoint: 1 } as const;

/** What a fighter did in a month, each kind counted. */
export interface ActivityCounts {
  threads: number;
  replies: number;
  likesReceived: number;
  potdReceived: number;
  pickemPoints: number;
}

export interface FighterActivity extends ActivityCounts {
  userId: string;
  username: string;
  score: number;
}

export function activityScore(activity: ActivityCounts) {
  return (
    activity.threads * ACTIVITY_WEIGHTS.thread +
    activity.replies * ACTIVITY_WEIGHTS.reply +
    activity.likesReceived * ACTIVITY_WEIGHTS.likeReceived +
    activity.potdReceived * ACTIVITY_WEIGHTS.potdReceived +
    activity.pickemPoints * ACTIVITY_WEIGHTS.pickemPoint
  );
}

/** The weights in words, for the fighter's Earnings tab. */
export const ACTIVITY_SCORE_RULE = `${ACTIVITY_WEIGHTS.thread} per thread, ${ACTIVITY_WEIGHTS.reply} per reply, ${ACTIVITY_WEIGHTS.likeReceived} per like received, ${ACTIVITY_WEIGHTS.potdReceived} per Post of the Day, ${ACTIVITY_WEIGHTS.pickemPoint} per pick'em point`;
