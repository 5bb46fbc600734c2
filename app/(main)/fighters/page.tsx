import Link from "next/link";
import { notFound } from "next/navigation";
import { MemberDirectory } from "@/components/members/member-directory";
import { DIRECTORY_TABS, memberDirectoryPageUrl } from "@/components/members/member-directory-pages";
import { getViewer } from "@/lib/auth/viewer";
import { listMemberDirectory } from "@/lib/members/member-directory";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import { DIRECTORY_ROLES, type DirectoryRole } from "@/lib/validation/member-directory";

export const metadata = { title: "Fighters" };

/** The pro fighters (`?show=industry`: the MMA industry professionals) on the forum, the highest Fight Cred first, each to follow. */
export default async function FightersPage({ searchParams }: { searchParams: Promise<{ show?: string | string[] }> }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const role: DirectoryRole = (await searchParams).show === "industry" ? "INDUSTRY_PROFESSIONAL" : "FIGHTER";
  const { members } = await listMemberDirectory({ role, limit: MEMBER_DIRECTORY_PAGE_SIZE, cursor: null }, viewer);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Fighters</h1>
        <p className="mt-1 text-muted">The pro fighters and MMA industry professionals on Fight Forum, the most active first. Follow them to hear of each thread they start.</p>
      </div>
      <nav aria-label="Who is listed" className="flex gap-1 border-b border-line">
        {DIRECTORY_ROLES.map((tabRole) => (
          <Link
            key={tabRole}
            href={DIRECTORY_TABS[tabRole].href}
            aria-current={tabRole === role ? "page" : undefined}
            className={`-mb-px flex min-h-11 items-center border-b-2 px-4 font-semibold ${
              tabRole === role ? "border-red-500 text-white" : "border-transparent text-muted hover:text-white"
            }`}
          >
            {DIRECTORY_TABS[tabRole].label}
          </Link>
        ))}
      </nav>
      <ServerRenderedData firstPages={{ [memberDirectoryPageUrl(role, null)!]: members }}>
        <MemberDirectory key={role} role={role} />
      </ServerRenderedData>
    </div>
  );
}
