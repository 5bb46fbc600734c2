"use client";

import useSWRInfinite from "swr/infinite";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { formatCount } from "@/lib/format";
import type { WeightClass } from "@/lib/generated/prisma/enums";
import { fighterDetailsLine, WEIGHT_CLASSES } from "@/lib/members/fighter-details";
import type { MemberDirectoryAnswer } from "@/lib/members/member-directory";
import { MEMBER_DIRECTORY_PAGE_SIZE } from "@/lib/validation/limits";
import type { ProRole } from "@/lib/auth/roles";
import { FollowButton, withYouFollow } from "./follow-button";
import { FollowsYouBadge } from "./follows-you-badge";
import { DIRECTORY_TABS, MEMBER_DIRECTORY_LOAD_ERROR, memberDirectoryPageUrl } from "./member-directory-pages";
import { MemberListItem } from "./member-list-item";

/**
 * /fighters' list of one role (pro fighters: of one weight class, or all), the highest Fight Cred
 * first, from the server-rendered first page on, each to follow (back) or unfollow.
 */
export function MemberDirectory({ role, weightClass }: { role: ProRole; weightClass: WeightClass | null }) {
  const tab = DIRECTORY_TABS[role];
  const pageKey = (index: number, previous: MemberDirectoryAnswer | null) => memberDirectoryPageUrl(role, weightClass, index === 0 ? null : previous);
  const pages = useSWRInfinite<MemberDirectoryAnswer>(pageKey, { revalidateFirstPage: false });
  const members = (pages.data ?? []).flat();
  const setYouFollow = (memberId: string, youFollow: boolean) =>
    void pages.mutate(withYouFollow(memberId, youFollow), { revalidate: false });

  if (pages.isLoading) return <Spinner label={tab.loading} />;
  if (pages.error && !pages.data?.length) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {MEMBER_DIRECTORY_LOAD_ERROR}
      </p>
    );
  }
  if (members.length === 0) {
    const empty = weightClass ? `No verified pro fighters at ${WEIGHT_CLASSES[weightClass].toLowerCase()} yet.` : tab.empty;
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">{empty}</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label={tab.label} className="divide-y divide-line rounded-lg border border-line bg-panel">
        {members.map((member) => (
          <MemberListItem
            key={member.id}
            member={member}
            detail={[member.fullName, fighterDetailsLine(member.fighterDetails), `FC ${formatCount(member.fightCred)}`].filter(Boolean).join(" · ")}
            about={member.bio}
            badge={member.followsYou && <FollowsYouBadge />}
            action={
              !member.isYou && (
                <FollowButton member={member} following={member.youFollow} followsYou={member.followsYou} onFollowChange={(following) => setYouFollow(member.id, following)} />
              )
            }
            className="px-3"
          />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={MEMBER_DIRECTORY_PAGE_SIZE} label={tab.loadMore} errorMessage={MEMBER_DIRECTORY_LOAD_ERROR} />
    </div>
  );
}
