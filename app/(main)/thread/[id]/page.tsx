import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedLinkPreview } from "@/components/sharing/shared-link-preview";
import { replyPageUrl } from "@/components/replies/reply-pages";
import { ThreadPageView } from "@/components/thread-page/thread-page-view";
import { threadUrl } from "@/components/thread-page/thread-url";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { listRepliesOfLoadedThread } from "@/lib/replies/list-replies";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { readingPosition } from "@/lib/threads/read-state";
import { shareMetadata } from "@/lib/sharing/share-tags";
import { fromLinkPreviewCrawler } from "@/lib/sharing/link-preview-crawler";
import { shareImagePath, toThreadShare } from "@/lib/threads/thread-share";
import { THREAD_PAGE_REPLY_PAGE_SIZE } from "@/lib/validation/limits";
import { findThreadForRequest } from "./thread-for-request";

interface ThreadPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ replyId?: string | string[] }>;
}

/** Share tags, the same for every viewer and never premium content (lib/threads/thread-share.ts). */
export async function generateMetadata({ params }: ThreadPageProps): Promise<Metadata> {
  const thread = await findThreadForRequest((await params).id);
  if (!thread) return {};
  const share = toThreadShare(thread);
  return shareMetadata({
    path: `/thread/${share.id}`,
    title: share.title,
    description: share.description,
    image: share.imageUrl ? { url: share.imageUrl } : { drawnAt: shareImagePath(share.id) },
    openGraph: { type: "article", publishedTime: share.createdAt, section: share.categoryName },
  });
}

/** Where a signed-out visitor returns after signing in: the thread, and the reply they were sent to. */
function returnPath(threadId: string, replyId: string | string[] | undefined) {
  const path = `/thread/${threadId}`;
  return typeof replyId === "string" ? `${path}?${new URLSearchParams({ replyId })}` : path;
}

export default async function ThreadPage({ params, searchParams }: ThreadPageProps) {
  const { id } = await params;
  const [viewer, thread] = await Promise.all([getViewer(), findThreadForRequest(id)]);
  if (!thread) notFound();

  if (!viewer) {
    // Link previews fetch shared links signed out: they get the share tags; people go on to sign in.
    const { replyId } = await searchParams;
    const share = toThreadShare(thread);
    return (
      <SharedLinkPreview
        kicker={share.categoryName}
        title={share.title}
        byline={`by ${share.authorUsername}`}
        description={share.description}
        action="Sign in to read and reply"
        returnTo={returnPath(id, replyId)}
        redirect={!(await fromLinkPreviewCrawler())}
      />
    );
  }

  const [replies, reading] = await Promise.all([
    listRepliesOfLoadedThread(thread, { limit: THREAD_PAGE_REPLY_PAGE_SIZE, offset: 0 }, viewer).catch((error: unknown) => {
      // The thread still shows; its replies section asks for them again.
      console.error(`[thread page] replies of ${id} failed to load: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }),
    readingPosition(thread, viewer),
  ]);
  return (
    <ServerRenderedData key={thread.id} data={{ [threadUrl(id)]: thread }} firstPages={replies ? { [replyPageUrl(id, 0)]: replies } : {}}>
      <ThreadPageView thread={thread} viewer={toViewerSummary(viewer)} reading={reading} />
    </ServerRenderedData>
  );
}
