import { ShareImage } from "@/components/sharing/share-image";
import { formatCount } from "@/lib/format";
import type { ThreadShare } from "@/lib/threads/thread-share";

/** The link-preview image of a thread without an image of its own: category, title, author and counts. */
export function ThreadShareImage({ share }: { share: ThreadShare }) {
  const byline = share.authorRole === "FIGHTER" ? `by ${share.authorUsername} · PRO FIGHTER` : `by ${share.authorUsername}`;
  return (
    <ShareImage
      badge={share.categoryName}
      title={share.title}
      footer={[byline, `${formatCount(share.likesCount)} likes · ${formatCount(share.repliesCount)} replies`]}
    />
  );
}
