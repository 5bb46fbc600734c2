/** How a member lists threads: full cards, or compact rows that fit ten and more on a laptop screen. */
export type ThreadView = "cards" | "compact";

/** The member's choice, remembered in a cookie so the server renders the same view the next time. */
export const THREAD_VIEW_COOKIE = "ff_thread_view";

export function parseThreadView(value: string | undefined): ThreadView {
  return value === "compact" ? "compact" : "cards";
}
