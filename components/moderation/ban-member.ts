import { apiFetch } from "@/lib/http/api-fetch";

/** Bans the member (staff; POST /api/users/{id}/ban). */
export const banMember = (memberId: string) => apiFetch(`/api/users/${memberId}/ban`, { body: {} });

/** The toast once the ban is done. */
export const memberBannedToast = (username: string) => ({ title: "Member banned", description: `@${username} can no longer post or reply.` });

/** Lifts the member's ban (staff; DELETE /api/users/{id}/ban). */
export const liftBan = (memberId: string) => apiFetch(`/api/users/${memberId}/ban`, { method: "DELETE" });
