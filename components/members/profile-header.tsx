import Link from "next/link";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatCount, formatQuantity, formatRank } from "@/lib/format";
import { fighterDetailsLine } from "@/lib/members/fighter-details";
import type { ProfileDto } from "@/lib/members/profile";
import { FightCredProgress } from "./fight-cred-progress";
import { FollowsYouBadge } from "./follows-you-badge";
import { StatusBadge } from "./status-badge";

/**
 * Avatar, username, role badge, rank, status and the way to the next status (only for roles that earn rank), the full name of
 * fighters and industry professionals, a verified pro fighter's weight class and record, how many follow them and how many they follow (and whether they follow the viewer), and the activity counters; `children` are the viewer's
 * actions on the member (follow, mute, block and report; ban and reset for staff).
 */
export function ProfileHeader({ profile, followsYou = false, children }: { profile: ProfileDto; followsYou?: boolean; children?: React.ReactNode }) {
  const fighterLine = fighterDetailsLine(profile.fighterDetails);
  const counters = [
    { label: "Posts", value: profile.postsCount },
    { label: "Likes", value: profile.likesCount },
    { label: "POTD", value: profile.potdCount },
    { label: "Pinned", value: profile.pinnedByUserCount },
    { label: "Replies", value: profile.repliesCount },
  ];
  return (
    <section aria-labelledby="profile-username" className="rounded-lg border border-line bg-panel p-5">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar user={profile} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 id="profile-username" className="break-all text-2xl font-bold">
              {profile.username}
            </h1>
            <RoleBadge role={profile.role} />
            {followsYou && <FollowsYouBadge />}
          </div>
          {profile.fullName && <p className="mt-1 text-muted">{profile.fullName}</p>}
          {fighterLine && <p className="mt-1 text-sm font-semibold">{fighterLine}</p>}
          <p className="mt-1 flex flex-wrap justify-center gap-x-4 text-sm text-muted sm:justify-start">
            <Link href={`/user/${profile.username}/followers`} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
              {formatQuantity(profile.followersCount, "follower", "followers")}
            </Link>
            <Link href={`/user/${profile.username}/following`} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
              {formatCount(profile.followingCount)} following
            </Link>
          </p>
          {profile.rank !== null && profile.status && (
            <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <span className="rounded bg-line px-2 py-0.5 text-xs font-bold">Rank #{formatRank(profile.rank, profile.isTied)}</span>
              <StatusBadge status={profile.status} />
            </div>
          )}
          {profile.status && <FightCredProgress fightCred={profile.totalFighterCred} />}
          {children}
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-5 gap-2 text-center">
        {counters.map((counter) => (
          <div key={counter.label} className="flex min-w-0 flex-col-reverse rounded bg-ink px-1 py-2">
            <dt className="truncate text-xs text-muted">{counter.label}</dt>
            <dd className="text-lg font-bold tabular-nums">{formatCount(counter.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
