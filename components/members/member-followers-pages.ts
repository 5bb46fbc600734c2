import type { FollowerDto } from "@/lib/members/member-follows";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { FOLLOWERS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of a member's followers, or of the page after `previous` (null after the last). */
export const memberFollowersPageUrl = (memberId: string, previous: FollowerDto[] | null) =>
  keysetPageUrl(`/api/users/${memberId}/followers`, {}, FOLLOWERS_PAGE_SIZE, previous, (follower) => follower.followedAt);
