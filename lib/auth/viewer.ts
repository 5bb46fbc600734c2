import "server-only";
import { after } from "next/server";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { verifiedSession, type SessionCredentials } from "./session";
import { devLoginEnabled } from "./config";
import { isPaidMember, isStaff } from "./roles";
import { syncUserFromIdentity } from "@/lib/members/sync-user";
import { identityFromProvider } from "./identity";
import { columnsOf, db, PREPARED, queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/errors";

export type Viewer = Awaited<ReturnType<typeof loadViewer>>;
export type SignedInViewer = NonNullable<Viewer>;

const viewerSelect = {
  id: true,
  clerkId: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  imageUrl: true,
  role: true,
  planType: true,
  isVerified: true,
  isBanned: true,
  stripeCustomerId: true,
  lastSeenAt: true,
  createdAt: true,
  postsCount: true,
  repliesCount: true,
} as const satisfies Prisma.UserSelect;

const VIEWER_COLUMNS = columnsOf(viewerSelect);

/**
 * The member a session names. Every request reads it, so in SQL: Prisma's findUnique took twice
 * the server's CPU of the same statement sent raw, and prepared, PostgreSQL's CPU halves
 * (docs/performance.md).
 */
async function findViewerRow(clerkId: string) {
  const [row] = await queryRows<Prisma.UserGetPayload<{ select: typeof viewerSelect }>>(Prisma.sql`${PREPARED}
    SELECT ${VIEWER_COLUMNS} FROM "User" WHERE "clerkId" = ${clerkId}`);
  return row ?? null;
}

/** A member's `lastSeenAt` (the online dot) is written at most this often. */
const LAST_SEEN_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Notes that the member was seen, at most once per interval: skipped while the loaded value is
 * recent, else one conditional UPDATE after the response is sent (so concurrent requests write
 * once). It never delays or fails the request. Raw SQL so `updatedAt` keeps meaning "profile changed".
 */
function recordPresence(memberId: string, lastSeenAt: Date | null) {
  if (lastSeenAt && Date.now() - lastSeenAt.getTime() < LAST_SEEN_WRITE_INTERVAL_MS) return;
  after(async () => {
    try {
      await db.$executeRaw`
        UPDATE "User" SET "lastSeenAt" = now() AT TIME ZONE 'UTC'
        WHERE id = ${memberId}
          AND ("lastSeenAt" IS NULL OR "lastSeenAt" < now() AT TIME ZONE 'UTC' - ${LAST_SEEN_WRITE_INTERVAL_MS}::integer * interval '1 millisecond')`;
    } catch (error) {
      console.error(`[presence] recording lastSeenAt of ${memberId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

async function loadViewer(clerkId: string) {
  let user = await findViewerRow(clerkId);
  if (!user && !devLoginEnabled) {
    // First request after signing in with real Clerk: create our profile row from Clerk's user
    // (a user Clerk no longer has, deleted with their account, stays signed out).
    const identity = await identityFromProvider(clerkId).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === "NOT_FOUND") return null;
      throw error;
    });
    if (identity) {
      await syncUserFromIdentity(clerkId, identity);
      user = await findViewerRow(clerkId);
    }
  }
  if (!user) return null;
  const { lastSeenAt, ...member } = user;
  recordPresence(member.id, lastSeenAt);
  return { ...member, isPaid: isPaidMember(member), isStaff: isStaff(member.role) };
}

async function viewerOf(request: SessionCredentials) {
  const session = await verifiedSession(request);
  return { session, viewer: session ? await loadViewer(session.userId) : null };
}

/**
 * The signed-in member a page is rendered for, or null. The session is verified by the same
 * check as an API call's (lib/auth/session.ts), the one `proxy.ts` relied on to let the page
 * render. A session whose profile row was deleted (account deletion) counts as signed out.
 */
export const getViewer = cache(async () => (await viewerOf({ headers: await headers(), cookies: await cookies() })).viewer);

/** The signed-in member making an API call, with the verified session, or nulls. */
export const getApiViewer = (req: SessionCredentials) => viewerOf(req);

/** Whether the member's profile still exists (a request may outlive its member's erasure). */
export async function memberStillExists(memberId: string) {
  return (await db.user.count({ where: { id: memberId } })) > 0;
}
