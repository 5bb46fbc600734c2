import Link from "next/link";
import { notFound } from "next/navigation";
import { getViewer } from "@/lib/auth/viewer";
import { formatQuantity } from "@/lib/format";
import { orNotFoundPage } from "@/lib/http/not-found-page";
import { getFollowListMember, listFollowListOf } from "@/lib/members/member-follows";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { FOLLOW_LIST_PAGE_SIZE } from "@/lib/validation/limits";
import type { FollowListKind } from "@/lib/validation/member-follows";
import { FollowList } from "./follow-list";
import { followListPageUrl, followListTitle } from "./follow-list-pages";

/**
 * /user/{username}/followers and /following, opened from the profile's counts: the way back to the
 * profile, how long the list is, and its first page rendered here (404 page for an unknown member).
 */
export async function FollowListPage({ username, kind }: { username: string; kind: FollowListKind }) {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const member = await orNotFoundPage(getFollowListMember(username));
  const { members } = await listFollowListOf(member.id, kind, { limit: FOLLOW_LIST_PAGE_SIZE, cursor: null }, viewer);
  const length =
    kind === "followers"
      ? `${formatQuantity(member.followersCount, "member follows", "members follow")} ${member.username}.`
      : `${member.username} follows ${formatQuantity(member.followingCount, "member", "members")}.`;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <Link href={`/user/${member.username}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-red-300 hover:underline">
          <span aria-hidden="true">←&nbsp;</span>
          {member.username}&apos;s profile
        </Link>
        <h1 className="text-2xl font-bold">{followListTitle(kind, member.username)}</h1>
        <p className="mt-1 text-muted">{length}</p>
      </div>
      <ServerRenderedData firstPages={{ [followListPageUrl(member.id, kind, null)!]: members }}>
        <FollowList member={{ id: member.id, username: member.username }} kind={kind} viewerId={viewer.id} />
      </ServerRenderedData>
    </div>
  );
}
