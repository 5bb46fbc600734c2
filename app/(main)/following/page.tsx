import Link from "next/link";
import { notFound } from "next/navigation";
import { FollowedThreadList } from "@/components/following/followed-thread-list";
import { followedThreadsPageUrl } from "@/components/following/followed-thread-pages";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listFollowSuggestions, SUGGEST_FOLLOWS_BELOW } from "@/lib/members/follow-suggestions";
import { countFollowedMembers, listFollowedMembersThreads } from "@/lib/members/member-follows";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Following" };

/** The newest threads of the members the viewer follows (the first page rendered here), and members to follow while they follow few. */
export default async function FollowingPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const [{ threads }, followed] = await Promise.all([listFollowedMembersThreads(viewer, { limit: THREAD_PAGE_SIZE, cursor: null }), countFollowedMembers(viewer)]);
  const { members: suggestions } = followed < SUGGEST_FOLLOWS_BELOW ? await listFollowSuggestions(viewer) : { members: [] };
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Following</h1>
        <p className="mt-1 text-muted">
          The newest threads of the members you follow.{" "}
          <Link href="/account" className="font-semibold text-red-300 hover:underline">
            Manage who you follow
          </Link>
        </p>
      </div>
      <ServerRenderedData firstPages={{ [followedThreadsPageUrl(null)!]: threads }}>
        <FollowedThreadList viewer={toViewerSummary(viewer)} followsAnyone={followed > 0} suggestions={suggestions} />
      </ServerRenderedData>
    </div>
  );
}
