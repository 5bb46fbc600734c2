import Link from "next/link";
import { formatCount, formatDate, formatInteger, formatRank } from "@/lib/format";
import type { PublicProfileDto } from "@/lib/members/member-dto";
import { linkableSocialLinks } from "@/lib/members/social-links";
import { StatusBadge } from "./status-badge";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The About tab: the member's bio, standing in the community, activity stats and social links. */
export function ProfileAbout({ profile, isOwn }: { profile: PublicProfileDto; isOwn: boolean }) {
  const links = linkableSocialLinks(profile.socialLinks);
  const activity = [
    { label: "Posts", value: profile.postsCount },
    { label: "Likes Received", value: profile.likesCount },
    { label: "POTD Count", value: profile.potdCount },
    { label: "Post Pins", value: profile.pinnedByUserCount },
    { label: "Replies Received", value: profile.repliesReceivedCount },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(profile.bio || isOwn) && (
        <section aria-labelledby="about-bio" className="rounded-lg border border-line bg-panel p-4 md:col-span-2">
          <h2 id="about-bio" className="mb-2 font-bold">
            Bio
          </h2>
          {profile.bio ? (
            <p className="whitespace-pre-line break-words">{profile.bio}</p>
          ) : (
            <p className="text-muted">
              You have no bio yet.{" "}
              <Link href="/account" className="text-red-300 underline">
                Add one on your account page
              </Link>
              .
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="about-standing" className="rounded-lg border border-line bg-panel p-4">
        <h2 id="about-standing" className="mb-2 font-bold">
          Standing
        </h2>
        <dl>
          {profile.rank !== null && <Fact label="Community Rank">#{formatRank(profile.rank, profile.isTied)}</Fact>}
          <Fact label="Fight Cred">{formatInteger(profile.totalFighterCred)}</Fact>
          {profile.status && (
            <Fact label="Current Status">
              <StatusBadge status={profile.status} />
            </Fact>
          )}
          <Fact label="Member Since">{formatDate(profile.createdAt)}</Fact>
        </dl>
      </section>
      <section aria-labelledby="about-activity" className="rounded-lg border border-line bg-panel p-4">
        <h2 id="about-activity" className="mb-2 font-bold">
          Activity Stats
        </h2>
        <dl>
          {activity.map((stat) => (
            <Fact key={stat.label} label={stat.label}>
              {formatCount(stat.value)}
            </Fact>
          ))}
        </dl>
      </section>
      <section aria-labelledby="about-social" className="rounded-lg border border-line bg-panel p-4 md:col-span-2">
        <h2 id="about-social" className="mb-2 font-bold">
          Social Links
        </h2>
        {links.length === 0 ? (
          <p className="text-muted">No social links added yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center rounded border border-line px-4 font-semibold hover:bg-line"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
