import "server-only";
import { markdownToPlainText } from "@/lib/markdown/markdown";
import { isPremiumLockedFor, type ThreadDto } from "./thread-dto";

/** SPEC.md section 9: a shared link's description is the first 200 characters of the content (as plain text, without its Markdown). */
export const SHARE_DESCRIPTION_LENGTH = 200;

/** What a link to a pro fighter's (premium) post says in place of its content. */
export const PREMIUM_SHARE_DESCRIPTION = "A pro fighter post on Fight Forum. Members on the Basic plan can read it and join the discussion.";

export function shareImagePath(threadId: string) {
  return `/api/og/thread/${encodeURIComponent(threadId)}`;
}

/**
 * What anyone may learn about a thread from a shared link: the page's share tags, its preview
 * image and the signed-out preview. It is what a signed-out viewer may see, whoever asks, so a
 * pro fighter's post gives away its title and author but no content, image or poll.
 */
export function toThreadShare(thread: ThreadDto) {
  const premium = isPremiumLockedFor(thread.user.role, null);
  const image = premium ? undefined : thread.media.find((item) => item.type === "IMAGE");
  return {
    id: thread.id,
    title: thread.title,
    description: premium ? PREMIUM_SHARE_DESCRIPTION : markdownToPlainText(thread.content).slice(0, SHARE_DESCRIPTION_LENGTH),
    categoryId: thread.categoryId,
    categoryName: thread.categoryName,
    authorUsername: thread.user.username,
    authorRole: thread.user.role,
    createdAt: thread.createdAt,
    likesCount: thread.likesCount,
    repliesCount: thread.repliesCount,
    /** The first attached image (a same-site path or a Vercel Blob URL), or null. */
    imageUrl: image?.url ?? null,
  };
}
export type ThreadShare = ReturnType<typeof toThreadShare>;
