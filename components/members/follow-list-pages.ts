import type { FollowListMemberDto } from "@/lib/members/member-follows";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { FOLLOW_LIST_PAGE_SIZE } from "@/lib/validation/limits";
import type { FollowListKind } from "@/lib/validation/member-follows";

/** The URL of the first page of a member's follow list, or of the page after `previous` (null after the last). */
export const followListPageUrl = (memberId: string, kind: FollowListKind, previous: FollowListMemberDto[] | null) =>
  keysetPageUrl(`/api/users/${memberId}/${kind}`, {}, FOLLOW_LIST_PAGE_SIZE, previous, (member) => member.followedAt);

/** A follow list page's title, and its list's name. */
export const followListTitle = (kind: FollowListKind, username: string) => (kind === "followers" ? `Followers of ${username}` : `Followed by ${username}`);

/** Said when a follow list could not be read, by its page or by a later page of it. */
export const FOLLOW_LIST_LOAD_ERROR = {
  followers: "Error loading followers. Please try again later.",
  following: "Error loading followed members. Please try again later.",
} satisfies Record<FollowListKind, string>;
