import { httpUrlOrNull } from "@/lib/security/http-url";

/** The social networks a profile links to (SPEC.md section 3), in the order the About tab shows them. */
export const SOCIAL_NETWORKS = [
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
  { key: "facebook", label: "Facebook" },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["key"];
export type SocialLinks = Record<SocialNetwork, string | null>;

/** The member's links that can be opened safely: http(s) only, so a stored `javascript:` address is never rendered. */
export function linkableSocialLinks(links: SocialLinks) {
  return SOCIAL_NETWORKS.flatMap(({ key, label }) => {
    const url = httpUrlOrNull(links[key]);
    return url ? [{ key, label, url }] : [];
  });
}
