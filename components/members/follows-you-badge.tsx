/** Said beside a member who follows the viewer, on their profile, on follow lists and in member search results. */
export function FollowsYouBadge() {
  return <span className="rounded bg-line px-1.5 py-0.5 text-xs font-semibold text-muted">Follows you</span>;
}
