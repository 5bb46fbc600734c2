import { notFound } from "next/navigation";
import { MemberDirectory } from "@/components/members/member-directory";
import { DIRECTORY_TABS, memberDirectoryPageUrl } from "@/components/members/member-directory-pages";
import { PageTabs } from "@/components/ui/page-tabs";
import { getViewer } from "@/lib/auth/viewer";
import { listMemberDirectory } from "@/lib/members/member-directory";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import { PRO_ROLES, type ProRole } from "@/lib/auth/roles";

export const metadata = { title: "Fighters" };

/** The pro fighters (`?show=industry`: the MMA industry professionals) on the forum, the highest Fight Cred first, each to follow. */
export default async function FightersPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const role: ProRole = (await searchParams).show === "industry" ? "INDUSTRY_PROFESSIONAL" : "FIGHTER";
  const { members } = await listMemberDirectory({ role, limit: MEMBER_DIRECTORY_PAGE_SIZE, cursor: null }, viewer);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Fighters</h1>
        <p className="mt-1 text-muted">The pro fighters and MMA industry professionals on Fight Forum, the most active first. Follow them to hear of each thread they start.</p>
      </div>
      <PageTabs label="Who is listed" tabs={PRO_ROLES.map((tabRole) => ({ id: tabRole, label: DIRECTORY_TABS[tabRole].label, href: DIRECTORY_TABS[tabRole].href }))} current={role} />
      <ServerRenderedData firstPages={{ [memberDirectoryPageUrl(role, null)!]: members }}>
        <MemberDirectory key={role} role={role} />
      </ServerRenderedData>
    </div>
  );
}
