import Link from "next/link";
import { FollowButton } from "@/components/members/follow-button";
import { FollowsYouBadge } from "@/components/members/follows-you-badge";
import { RoleBadge } from "@/components/members/role-badge";
import { StatusBadge } from "@/components/members/status-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { PremiumPostTeaser, ReplyInThread } from "@/components/replies/reply-in-thread";
import { formatCount, formatRelativeTime } from "@/lib/format";
import { fighterDetailsLine } from "@/lib/members/fighter-details";
import type { MemberResult, ReplyResult, SearchResult, ThreadResult } from "@/lib/search/results";
import { HighlightedText } from "./highlighted-text";

const cardClass = "rounded-lg border border-line bg-panel p-4";

function Posted({ username, createdAt }: { username: string; createdAt: string }) {
  return (
    <>
      <Link href={`/user/${username}`} className="font-semibold text-zinc-300 hover:underline">
        @{username}
      </Link>{" "}
      ·{" "}
      {/* Relative times move on between the server render and hydration. */}
      <time dateTime={createdAt} suppressHydrationWarning>
        {formatRelativeTime(createdAt)}
      </time>
    </>
  );
}

function ThreadResultCard({ result }: { result: ThreadResult }) {
  return (
    <article aria-label={result.title.map((part) => part.text).join("")} className={cardClass}>
      <h2 className="break-words text-lg font-bold">
        <Link href={`/thread/${result.id}`} className="hover:underline">
          <HighlightedText parts={result.title} />
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-muted">
        <Posted username={result.author.username} createdAt={result.createdAt} /> · {result.categoryName} · {formatCount(result.repliesCount)}{" "}
        {result.repliesCount === 1 ? "reply" : "replies"}
        {result.hasPoll && <span> · Poll</span>}
        {result.hasImage && <span> · Image</span>}
      </p>
      {result.premiumLocked ? (
        <PremiumPostTeaser />
      ) : (
        <p className="mt-2 break-words text-sm text-zinc-300">
          <HighlightedText parts={result.snippet} />
        </p>
      )}
    </article>
  );
}

function ReplyResultCard({ result }: { result: ReplyResult }) {
  return (
    <ReplyInThread reply={result} username={result.author.username} className={cardClass}>
      <p className="mt-2 break-words text-sm text-zinc-300">
        <HighlightedText parts={result.snippet} />
      </p>
    </ReplyInThread>
  );
}

/** The viewer followed or unfollowed a member found. */
type FollowChange = (memberId: string, following: boolean) => void;

function MemberResultCard({ result, onFollowChange }: { result: MemberResult; onFollowChange: FollowChange }) {
  const { member } = result;
  const fighterDetails = fighterDetailsLine(result.fighterDetails);
  return (
    <article aria-label={member.username} className={`${cardClass} flex items-center gap-3`}>
      <UserAvatar user={member} size="md" />
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-bold">
          <Link href={`/user/${member.username}`} className="break-all hover:underline">
            <HighlightedText parts={result.name} />
          </Link>
          <RoleBadge role={member.role} />
          {result.followsYou && <FollowsYouBadge />}
        </h2>
        {(result.fullName || fighterDetails) && (
          <p className="mt-0.5 break-words text-sm text-zinc-300">
            {result.fullName && <HighlightedText parts={result.fullName} />}
            {result.fullName && fighterDetails && " · "}
            {fighterDetails}
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          {member.status && <StatusBadge status={member.status} />}
          FC: {formatCount(member.points)}
        </p>
      </div>
      {!result.isYou && (
        <FollowButton member={member} following={result.youFollow} followsYou={result.followsYou} onFollowChange={(following) => onFollowChange(member.id, following)} />
      )}
    </article>
  );
}

/** One search result: a thread, a reply or a member (to follow), with the searched words marked. */
export function SearchResultItem({ result, onFollowChange }: { result: SearchResult; onFollowChange: FollowChange }) {
  if (result.type === "thread") return <ThreadResultCard result={result} />;
  if (result.type === "reply") return <ReplyResultCard result={result} />;
  return <MemberResultCard result={result} onFollowChange={onFollowChange} />;
}
