"use client";

import { useState } from "react";
import type { ThreadDto } from "@/lib/threads/thread-dto";

/** The first attached image, and how many more there are. */
export function MediaPreview({ media, title }: { media: ThreadDto["media"]; title: string }) {
  const [failed, setFailed] = useState(false);
  const [first] = media;
  if (!first) return null;
  const more = media.length - 1;
  return (
    <div className="mt-3">
      {failed ? (
        <p className="rounded border border-line p-6 text-center text-sm text-muted">Failed to load media</p>
      ) : (
        <img
          src={first.url}
          alt={`Image attached to "${title}"`}
          loading="lazy"
          onError={() => setFailed(true)}
          className="max-h-96 w-full rounded bg-ink object-contain"
        />
      )}
      {more > 0 && <p className="mt-1 text-xs text-muted">+{more} more image(s)</p>}
    </div>
  );
}
