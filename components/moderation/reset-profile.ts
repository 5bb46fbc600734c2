import { apiFetch } from "@/lib/http/api-fetch";
import type { SocialLinks } from "@/lib/members/social-links";

/** Removes the member's picture, names, bio and social links (staff; POST /api/users/{id}/reset-profile). */
export const resetProfile = (memberId: string) => apiFetch(`/api/users/${memberId}/reset-profile`, { body: {} });

/** The toast once the reset is done. */
export const profileResetToast = (username: string) => ({ title: "Profile reset", description: `@${username}'s picture, name, bio and links were removed.` });

/** Whether others see anything a reset removes: a picture, a full name, a bio or a link. */
export const hasProfileToReset = (member: { profileImageUrl: string | null; fullName: string | null; bio: string | null; socialLinks: SocialLinks }) =>
  member.profileImageUrl !== null || member.fullName !== null || member.bio !== null || Object.values(member.socialLinks).some((link) => link !== null);
