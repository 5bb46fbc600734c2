import { MediaImage } from "@/components/media/media-image";
import type { ThreadDto } from "@/lib/threads/thread-dto";

interface MediaPreviewProps {
  media: ThreadDto["media"];
  title: string;
  /** The thread page shows its image at the top: no lazy loading there. */
  loading?: "lazy" | "eager";
}

/** The first attached image, and how many more there are. */
export function MediaPreview({ media, title, loading }: MediaPreviewProps) {
  const [first] = media;
  if (!first) return null;
  const more = media.length - 1;
  return (
    <div className="mt-3">
      <MediaImage media={first} alt={`Image attached to "${title}"`} loading={loading} />
      {more > 0 && <p className="mt-1 text-xs text-muted">+{more} more image(s)</p>}
    </div>
  );
}
