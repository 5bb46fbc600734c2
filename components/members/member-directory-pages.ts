import type { DirectoryMemberDto } from "@/lib/members/member-directory";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import type { ProRole } from "@/lib/auth/roles";

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

/** The URL of the directory's first page of a role, or of the page after `previous` (null after the last). */
export const memberDirectoryPageUrl = (role: ProRole, previous: DirectoryMemberDto[] | null) =>
  keysetPageUrl("/api/users/directory", { role }, MEMBER_DIRECTORY_PAGE_SIZE, previous, (member) => member.fightCred);

export const MEMBER_DIRECTORY_LOAD_ERROR = "Error loading members. Please try again later.";
