/** The profile's tabs, in order; `?tab=` names one (the first when absent or unknown). */
export const PROFILE_TABS = ["posts", "replies", "about"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileTabOf = (value: unknown): ProfileTab => PROFILE_TABS.find((tab) => tab === value) ?? "posts";
