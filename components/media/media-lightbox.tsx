"use client";

import { useEffect, useRef } from "react";
import type { MediaItem } from "./media-image";

/**
 * The image at full size in a modal dialog. The native <dialog> traps focus, closes on Escape and
 * gives focus back to the image that opened it; a click outside the image closes it too.
 */
export function MediaLightbox({ media, alt, onClose }: { media: MediaItem; alt: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto max-h-dvh max-w-[100vw] bg-transparent p-0 backdrop:bg-black/90"
    >
      {/* The lightbox shows the original upload, full size (docs/decisions.md), not an optimized copy. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={media.url}
        alt={alt}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        className="h-auto max-h-[90dvh] w-auto max-w-[95vw] object-contain"
      />
      <button
        type="button"
        autoFocus
        onClick={() => dialogRef.current?.close()}
        aria-label="Close image"
        className="absolute right-2 top-2 min-h-11 min-w-11 rounded-full bg-black/70 text-lg text-white hover:bg-black"
      >
        ✕
      </button>
    </dialog>
  );
}
