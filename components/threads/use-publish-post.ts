"use client";

import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import { REQUEST_KEY_HEADER, submissionKeys } from "@/lib/http/request-key";
import { uploadImage, type UploadedImage } from "@/components/media/upload-image";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import type { CreateThreadInput } from "@/lib/validation/threads";

/** Where a submitted post is: its image on the way up, then the thread being created. */
export type PublishPhase = "idle" | "uploading" | "creating";

export type PublishResult =
  | { status: "created"; thread: ThreadDto }
  | { status: "failed"; step: "uploading" | "creating"; error: unknown }
  /** The member closed the form meanwhile. */
  | { status: "cancelled" };

type PostBody = Omit<CreateThreadInput, "media"> & { userId: string };

/** The post's image: a file the member picked, or one already uploaded (kept with a draft saved for later). */
export type PostImage = File | UploadedImage;

/**
 * Publishes a post with its optional image: uploads a picked image (progress in `progress`, 0–100),
 * then creates the thread with the image's URL and size. An image uploaded once is not sent again
 * when only the thread creation failed and the member retries, or saves the post for later
 * (`uploadPostImage`), and the retry of a creation whose answer was lost gets the thread it made
 * (Idempotency-Key). Unmounting (the modal closed) cancels what is still running, and no thread is
 * created after that.
 */
export function usePublishPost() {
  const [phase, setPhase] = useState<PublishPhase>("idle");
  const [progress, setProgress] = useState(0);
  const uploaded = useRef<{ file: File; image: UploadedImage } | null>(null);
  const cancel = useRef<AbortController | null>(null);
  // Publishing the same post again after a lost answer must not publish it twice.
  const [keys] = useState(submissionKeys);

  useEffect(() => () => cancel.current?.abort(), []);

  async function upload(image: PostImage, signal: AbortSignal) {
    if (!(image instanceof File)) return image;
    if (uploaded.current?.file !== image) {
      setPhase("uploading");
      setProgress(0);
      uploaded.current = { file: image, image: await uploadImage(image, setProgress, { signal }) };
    }
    return uploaded.current.image;
  }

  /** Uploads the post's image if it is only picked (to save the post for later); rejects with the upload's error. */
  async function uploadPostImage(image: PostImage | null): Promise<UploadedImage | null> {
    if (!image) return null;
    const controller = new AbortController();
    cancel.current = controller;
    try {
      return await upload(image, controller.signal);
    } finally {
      setPhase("idle");
    }
  }

  async function publish(post: PostBody, image: PostImage | null): Promise<PublishResult> {
    const controller = new AbortController();
    cancel.current = controller;
    let step: "uploading" | "creating" = "uploading";
    try {
      const media = image ? await upload(image, controller.signal) : null;
      if (controller.signal.aborted) return { status: "cancelled" };
      step = "creating";
      setPhase("creating");
      const body = media ? { ...post, media: [{ type: "IMAGE", url: media.url, width: media.width, height: media.height }] } : post;
      const thread = await apiFetch<ThreadDto>("/api/threads", { body, headers: { [REQUEST_KEY_HEADER]: keys.keyFor(body) } });
      keys.succeeded();
      return { status: "created", thread };
    } catch (error) {
      return controller.signal.aborted ? { status: "cancelled" } : { status: "failed", step, error };
    } finally {
      setPhase("idle");
    }
  }

  return { phase, progress, publish, uploadPostImage };
}
