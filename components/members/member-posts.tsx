import type { Viewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listThreadsOfMember } from "@/lib/members/profile";
import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/limits";
import { MemberThreadList } from "./member-thread-list";

/**
 * The Posts tab's first page, rendered with the profile rather than streamed after it, so the
 * first paint shows the posts (a streamed list is the largest paint, and arrives later).
 */
export async function MemberPosts({ memberId, viewer }: { memberId: string; viewer: Viewer }) {
  const threads = await listThreadsOfMember(memberId, { limit: MEMBER_THREADS_PAGE_SIZE, offset: 0 }, viewer);
  return <MemberThreadList memberId={memberId} initialThreads={threads} viewer={viewer && toViewerSummary(viewer)} />;
}
