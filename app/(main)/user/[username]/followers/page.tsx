import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FollowerList } from "@/components/members/follower-list";
import { memberFollowersPageUrl } from "@/components/members/member-followers-pages";
import { getViewer } from "@/lib/auth/viewer";
import { formatQuantity } from "@/lib/format";
import { orNotFoundPage } from "@/lib/http/not-found-page";
import { getFollowedMember, listFollowersOf } from "@/lib/members/member-follows";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { FOLLOWERS_PAGE_SIZE } from "@/lib/validation/limits";

type Props = { params: Promise<{ username: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Followers of ${(await params).username}` };
}

/** The members who follow a member, the newest first (the first page rendered here), opened from their profile's count. */
export default async function FollowersPage({ params }: Props) {
  const [{ username }, viewer] = await Promise.all([params, getViewer()]);
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const member = await orNotFoundPage(getFollowedMember(username));
  const { followers } = await listFollowersOf(member.id, { limit: FOLLOWERS_PAGE_SIZE, cursor: null }, viewer);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <Link href={`/user/${member.username}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-red-300 hover:underline">
          <span aria-hidden="true">←&nbsp;</span>
          {member.username}&apos;s profile
        </Link>
        <h1 className="text-2xl font-bold">Followers of {member.username}</h1>
        <p className="mt-1 text-muted">
          {formatQuantity(member.followersCount, "member follows", "members follow")} {member.username}.
        </p>
      </div>
      <ServerRenderedData firstPages={{ [memberFollowersPageUrl(member.id, null)!]: followers }}>
        <FollowerList member={{ id: member.id, username: member.username }} viewerId={viewer.id} />
      </ServerRenderedData>
    </div>
  );
}
