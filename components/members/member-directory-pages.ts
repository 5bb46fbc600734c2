import type { DirectoryMemberDto } from "@/lib/members/member-directory";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import type { ProRole } from "@/lib/auth/roles";
import type { WeightClass } from "@/lib/generated/prisma/enums";

/** /fighters' tabs: the role each lists, its address and its texts. */
export const DIRECTORY_TABS = {
  FIGHTER: { label: "Pro fighters", href: "/fighters", empty: "No pro fighters yet.", loading: "Loading pro fighters...", loadMore: "Load more pro fighters" },
  INDUSTRY_PROFESSIONAL: {
    label: "Industry",
    href: "/fighters?show=industry",
    empty: "No MMA industry professionals yet.",
    loading: "Loading industry professionals...",
    loadMore: "Load more industry professionals",
  },
} satisfies Record<ProRole, unknown>;

/** The URL of the directory's first page of a role (pro fighters: of a weight class, or all), or of the page after `previous` (null after the last). */
export const memberDirectoryPageUrl = (role: ProRole, weightClass: WeightClass | null, previous: DirectoryMemberDto[] | null) =>
  keysetPageUrl("/api/users/directory", { role, ...(weightClass && { weightClass }) }, MEMBER_DIRECTORY_PAGE_SIZE, previous, (member) => member.fightCred);

/** /fighters' address for the pro fighters of a weight class, or of all. */
export const weightClassHref = (weightClass: WeightClass | null) => (weightClass ? `/fighters?weightClass=${weightClass}` : "/fighters");

export const MEMBER_DIRECTORY_LOAD_ERROR = "Error loading members. Please try again later.";
