import { mutate } from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { MemberFollowAnswer } from "@/lib/members/member-follows";

/** GET's address and swr key for the members the viewer follows (/account). */
export const FOLLOWED_MEMBERS_URL = "/api/users/me/following";

/** Drops the cached list after a change made elsewhere (a profile, a notice), so /account reads it afresh. */
export function forgetFollowedMembers() {
  void mutate(FOLLOWED_MEMBERS_URL, undefined, { revalidate: true });
}

/** Follows the member (true) or unfollows them (false); answers whether the viewer follows them now. */
export function setMemberFollow(memberId: string, following: boolean) {
  return apiFetch<MemberFollowAnswer>(`/api/users/${encodeURIComponent(memberId)}/follow`, { method: following ? "PUT" : "DELETE", body: {} });
}

/** The toast after a change: what it does for the viewer. */
export function memberFollowToast(username: string, following: boolean) {
  return following
    ? { title: `Following @${username}`, description: "You will be told of each thread they start." }
    : { title: `Unfollowed @${username}`, description: "You will no longer be told of their new threads." };
}
