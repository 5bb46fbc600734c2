import { mutate } from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { RestrictionAnswer } from "@/lib/members/restrictions";

export type RestrictionAction = "mute" | "block";

/** GET's address and swr key for the viewer's muted and blocked members (/account). */
export const RESTRICTIONS_URL = "/api/users/me/restrictions";

/** Drops the cached list after a change made elsewhere (a profile), so /account reads it afresh. */
export function forgetRestrictedMembers() {
  void mutate(RESTRICTIONS_URL, undefined, { revalidate: true });
}

/** Mutes or blocks (on) the member, or lifts it (off); answers the viewer's standing toward them now. */
export function setRestriction(memberId: string, action: RestrictionAction, on: boolean) {
  return apiFetch<RestrictionAnswer>(`/api/users/${encodeURIComponent(memberId)}/${action}`, { method: on ? "PUT" : "DELETE", body: {} });
}

/** The toast after a change: what it does for the viewer. */
export function restrictionToast(username: string, action: RestrictionAction, on: boolean) {
  if (action === "mute") {
    return on
      ? { title: `Muted @${username}`, description: "Their threads and replies are collapsed for you." }
      : { title: `Unmuted @${username}`, description: "Their posts show as usual again." };
  }
  return on
    ? { title: `Blocked @${username}`, description: "They can no longer reply to your posts, mention you or notify you." }
    : { title: `Unblocked @${username}`, description: "They can reply to your posts and mention you again." };
}
