import { Suspense } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { Spinner } from "@/components/ui/spinner";
import type { Viewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listMemberThreads } from "@/lib/members/profile";
import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/members";
import { MemberThreadList, PostsError } from "./member-thread-list";

async function FirstPage({ memberId, viewer }: { memberId: string; viewer: Viewer }) {
  const threads = await listMemberThreads(memberId, { limit: MEMBER_THREADS_PAGE_SIZE, offset: 0 }, viewer);
  return <MemberThreadList memberId={memberId} initialThreads={threads} viewer={viewer && toViewerSummary(viewer)} />;
}

/** The Posts tab, streamed in after the profile header. */
export function MemberPosts({ memberId, viewer }: { memberId: string; viewer: Viewer }) {
  return (
    <ErrorBoundary fallback={<PostsError />}>
      <Suspense fallback={<Spinner label="Loading posts..." />}>
        <FirstPage memberId={memberId} viewer={viewer} />
      </Suspense>
    </ErrorBoundary>
  );
}
