/** The fixed forum categories (SPEC.md section 3). Rows with the same ids exist in the database. */
export const CATEGORIES = [
  {
    id: "general",
    name: "General MMA Discussion",
    description: "Fights, fighters, rankings and everything else in mixed martial arts.",
  },
  {
    id: "mma_takes_podcast_companion",
    name: "MMA Takes Podcast Companion",
    description: "Talk about the latest MMA Takes episodes with the hosts and other listeners.",
  },
  {
    id: "fighters_only",
    name: "Fighters Only",
    description: "Pro fighters share training, camps and life in the cage.",
  },
  {
    id: "member_feedback",
    name: "Member Feedback",
    description: "Ideas, bugs and requests for Fight Forum itself.",
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export function isCategoryId(value: unknown): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

/** An unknown or missing category falls back to general (SPEC.md route table). */
export function resolveCategory(value: string | undefined | null) {
  return CATEGORIES.find((category) => category.id === value) ?? CATEGORIES[0];
}
