/** What the Basic plan gives (SPEC.md section 1), shown on the checkout page and the subscription modal. */
export const BASIC_PLAN_BENEFITS = [
  "See and reply to pro fighter posts",
  "Create posts and replies",
  "Accumulate Fight Cred and climb the rankings",
  "Vote in robbery insurance polls",
  "Early access to new features",
  "Support active fighters",
] as const;
