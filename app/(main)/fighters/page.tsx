import { notFound } from "next/navigation";
import { MemberDirectory } from "@/components/members/member-directory";
import { WeightClassFilter } from "@/components/members/weight-class-filter";
import { DIRECTORY_TABS, memberDirectoryPageUrl } from "@/components/members/member-directory-pages";
import { PageTabs } from "@/components/ui/page-tabs";
import { getViewer } from "@/lib/auth/viewer";
import { listMemberDirectory } from "@/lib/members/member-directory";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import { PRO_ROLES, type ProRole } from "@/lib/auth/roles";
import { WEIGHT_CLASS_VALUES } from "@/lib/members/fighter-details";

export const metadata = { title: "Fighters" };

/**
 * The pro fighters (`?weightClass=`: of one division; `?show=industry`: the MMA industry
 * professionals) on the forum, the highest Fight Cred first, each to follow.
 */
export default async function FightersPage({ searchParams }: { searchParams: Promise<{ show?: string | string[]; weightClass?: string | string[] }> }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const query = await searchParams;
  const role: ProRole = query.show === "industry" ? "INDUSTRY_PROFESSIONAL" : "FIGHTER";
  const weightClass = role === "FIGHTER" ? (WEIGHT_CLASS_VALUES.find((value) => value === query.weightClass) ?? null) : null;
  const { members } = await listMemberDirectory({ role, weightClass: weightClass ?? undefined, limit: MEMBER_DIRECTORY_PAGE_SIZE, cursor: null }, viewer);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Fighters</h1>
        <p className="mt-1 text-muted">The pro fighters and MMA industry professionals on Fight Forum, the most active first. Follow them to hear of each thread they start.</p>
      </div>
      <PageTabs label="Who is listed" tabs={PRO_ROLES.map((tabRole) => ({ id: tabRole, label: DIRECTORY_TABS[tabRole].label, href: DIRECTORY_TABS[tabRole].href }))} current={role} />
      {role === "FIGHTER" && <WeightClassFilter current={weightClass} />}
      <ServerRenderedData firstPages={{ [memberDirectoryPageUrl(role, weightClass, null)!]: members }}>
        <MemberDirectory key={`${role}:${weightClass}`} role={role} weightClass={weightClass} />
      </ServerRenderedData>
    </div>
  );
}
