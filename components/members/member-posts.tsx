import type { Viewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listThreadsOfMember } from "@/lib/members/profile";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/limits";
import { memberPostsPageUrl } from "./member-posts-pages";
import { MemberThreadList } from "./member-thread-list";

/**
 * The Posts tab's first page, rendered with the profile rather than streamed after it, so the
 * first paint shows the posts (a streamed list is the largest paint, and arrives later).
 */
export async function MemberPosts({ memberId, viewer }: { memberId: string; viewer: Viewer }) {
  const threads = await listThreadsOfMember(memberId, { limit: MEMBER_THREADS_PAGE_SIZE, offset: 0 }, viewer);
  return (
    <ServerRenderedData key={memberId} firstPages={{ [memberPostsPageUrl(memberId, 0)]: threads }}>
      <MemberThreadList memberId={memberId} viewer={viewer && toViewerSummary(viewer)} />
    </ServerRenderedData>
  );
}
