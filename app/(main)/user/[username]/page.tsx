import type { Metadata } from "next";
import Link from "next/link";
import { MemberPosts } from "@/components/members/member-posts";
import { MemberRepliesTab } from "@/components/members/member-replies-tab";
import { ProfileAbout } from "@/components/members/profile-about";
import { ProfileHeader } from "@/components/members/profile-header";
import { profileTabOf } from "@/components/members/profile-tab-names";
import { ProfileTabs } from "@/components/members/profile-tabs";
import { RelationshipButtons } from "@/components/members/relationship-buttons";
import { ReportMemberButton } from "@/components/moderation/report-member-button";
import { hasProfileToReset } from "@/components/moderation/reset-profile";
import { ProfileModeration } from "@/components/moderation/staff-only";
import { isStaff } from "@/lib/auth/roles";
import { getViewer } from "@/lib/auth/viewer";
import { orNotFoundPage } from "@/lib/http/not-found-page";
import { getPublicProfile } from "@/lib/members/profile";
import { relationshipWith } from "@/lib/members/relationship";

type Props = {
  params: Promise<{ username: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await params).username };
}

/** A member's profile: header, then the Posts, Replies and About tabs (`?tab=replies` or `?tab=about` opens another). */
export default async function ProfilePage({ params, searchParams }: Props) {
  const [{ username }, { tab }, viewer] = await Promise.all([params, searchParams, getViewer()]);
  const profile = await orNotFoundPage(getPublicProfile(username, viewer));
  const relationship = viewer && viewer.id !== profile.id ? await relationshipWith(viewer, profile) : null;
  // Members report, staff ban and reset, admins remove a verification; staff can be none of these (lib/moderation/).
  const canReport = viewer !== null && !viewer.isStaff && !isStaff(profile.role);
  const canModerate = viewer !== null && viewer.isStaff && !isStaff(profile.role);
  const member = { id: profile.id, username: profile.username };
  const verification = canModerate && viewer.role === "ADMIN" && profile.isVerified ? { fighter: profile.role === "FIGHTER" } : null;
  const initialTab = profileTabOf(tab);
  return (
    <div className="mx-auto max-w-4xl">
      <ProfileHeader profile={profile} followsYou={relationship?.followsYou}>
        {relationship && (
          <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
            <RelationshipButtons member={member} initial={relationship} />
            {relationship.messagesClosed ? (
              <p className="inline-flex min-h-11 items-center px-1 text-sm text-muted">Takes messages only from members they follow</p>
            ) : (
              <Link href={`/messages/${profile.username}`} className="inline-flex min-h-11 items-center rounded border border-line px-4 text-sm font-semibold hover:bg-line">
                Message
              </Link>
            )}
            {canReport && <ReportMemberButton memberId={profile.id} />}
            {canModerate && <ProfileModeration member={member} banned={profile.isBanned ?? false} canReset={hasProfileToReset(profile)} verification={verification} />}
          </div>
        )}
      </ProfileHeader>
      <ProfileTabs
        key={initialTab}
        initialTab={initialTab}
        panels={{
          posts: <MemberPosts memberId={profile.id} viewer={viewer} />,
          replies: <MemberRepliesTab memberId={profile.id} />,
          about: <ProfileAbout profile={profile} isOwn={viewer?.id === profile.id} />,
        }}
      />
    </div>
  );
}
