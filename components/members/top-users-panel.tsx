import Link from "next/link";
import { Suspense } from "react";
import { ThumbsUpIcon } from "@/components/ui/icons";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { Spinner } from "@/components/ui/spinner";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatCount, formatRank, truncate } from "@/lib/format";
import { listTopMembers } from "@/lib/members/leaderboard";
import { TOP_MEMBERS_DEFAULT } from "@/lib/validation/limits";
import { StatusBadge } from "./status-badge";

/** SPEC.md section 9: usernames in the panel are cut at 15 characters. */
const PANEL_USERNAME_LENGTH = 15;

function PanelFrame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="top-users-title" className="rounded-lg border border-line bg-panel p-4">
      <h2 id="top-users-title" className="text-lg font-bold">
        Top Users
      </h2>
      {children}
    </section>
  );
}

async function TopUsersList({ viewerId }: { viewerId: string | null }) {
  const entries = await listTopMembers(TOP_MEMBERS_DEFAULT);
  if (entries.length === 0) return null;
  return (
    <PanelFrame>
      <ol className="mt-3 space-y-1">
        {entries.map(({ position, isTied, user }) => (
          <li key={user.id}>
            <Link href={`/user/${user.username}`} className="flex min-h-11 items-center gap-2 rounded px-2 py-1 hover:bg-line">
              <span className="w-10 shrink-0 text-sm font-bold text-muted">#{formatRank(position, isTied)}</span>
              {/* The list is shared and cached for a minute; the member reading it is online now. */}
              <UserAvatar user={user.id === viewerId ? { ...user, isOnline: true } : user} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold" title={user.username}>
                  {truncate(user.username, PANEL_USERNAME_LENGTH)}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  {user.status && <StatusBadge status={user.status} />}
                  <span className="inline-flex items-center gap-1 text-xs text-muted" title={`${user.likesCount} likes`}>
                    <ThumbsUpIcon className="h-3.5 w-3.5" />
                    {formatCount(user.likesCount)}
                    <span className="sr-only"> likes</span>
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Link href="/rankings" className="mt-3 flex min-h-11 items-center justify-center rounded text-sm font-semibold text-red-400 hover:bg-line">
        View Full Rankings →
      </Link>
    </PanelFrame>
  );
}

/**
 * The forum's side panel: the first five of the rankings, rendered on the server and streamed in
 * after the threads; hidden when nobody is ranked yet.
 */
export function TopUsersPanel({ viewerId }: { viewerId: string | null }) {
  return (
    <ErrorBoundary
      fallback={
        <PanelFrame>
          <p role="alert" className="mt-3 text-sm text-red-400">
            Error loading rankings
          </p>
        </PanelFrame>
      }
    >
      <Suspense
        fallback={
          <PanelFrame>
            <Spinner label="Loading rankings..." />
          </PanelFrame>
        }
      >
        <TopUsersList viewerId={viewerId} />
      </Suspense>
    </ErrorBoundary>
  );
}
