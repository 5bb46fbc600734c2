"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type RefObject } from "react";
import { CategoryOptions } from "@/components/forum/category-options";
import { imageFilesIn } from "@/components/media/image-file";
import { ImagePicker, type ImagePickerHandle } from "@/components/media/image-picker";
import { UploadProgress } from "@/components/media/upload-progress";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, errorMessage } from "@/lib/http/api-fetch";
import { clearDraft, draftToPayload, loadDraft, saveDraft, type PostDraft } from "@/components/threads/post-draft";
import { validateInput } from "@/lib/validation/validate-input";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { PollFields } from "./poll-fields";
import { ThreadTextFields } from "./thread-text-fields";
import { usePublishPost, type PublishPhase } from "./use-publish-post";

const SUBMIT_LABELS: Record<PublishPhase, string> = { idle: "Create Post", uploading: "Uploading Images...", creating: "Creating..." };

interface CreatePostModalProps {
  viewer: ViewerSummary;
  /** The category preselected for a new draft. */
  categoryId: string;
  /** Closed by the member: the draft is discarded (after asking, when there is one). */
  onClose: () => void;
  onCreated: (thread: ThreadDto) => void;
  /** The server answered UPGRADE_REQUIRED. */
  onUpgradeRequired: () => void;
}

/**
 * Rendered while the member composes a post (its owner mounts it on open, unmounts it on close).
 * Closing it discards the draft (SPEC.md section 4): with anything written or chosen, only after
 * the member confirms, so a stray click outside the dialog loses nothing.
 */
export function CreatePostModal({ onClose, ...formProps }: CreatePostModalProps) {
  const hasDraftRef = useRef(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirmingDiscard) keepEditing.current?.focus();
  }, [confirmingDiscard]);

  function discard() {
    clearDraft(window.sessionStorage);
    onClose();
  }

  return (
    <Modal open onClose={() => (hasDraftRef.current ? setConfirmingDiscard(true) : discard())} title="Create New Post">
      {confirmingDiscard && (
        <div role="alertdialog" aria-labelledby="discard-post-title" className="mb-4 rounded border border-red-900 bg-red-950/40 p-3 text-sm">
          <p id="discard-post-title" className="font-semibold">
            Discard this post? What you wrote, the image and the poll will be lost.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button ref={keepEditing} type="button" onClick={() => setConfirmingDiscard(false)} className="min-h-11 rounded border border-line px-4 hover:bg-line">
              Keep editing
            </button>
            <button type="button" onClick={discard} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark">
              Discard
            </button>
          </div>
        </div>
      )}
      <CreatePostForm {...formProps} hasDraftRef={hasDraftRef} />
    </Modal>
  );
}

/**
 * The form itself, mounted while the modal is open: its draft lives in session storage, the chosen
 * image only in memory, so closing the modal or publishing the post lets go of it.
 */
interface CreatePostFormProps extends Omit<CreatePostModalProps, "onClose"> {
  /**
   * Whether anything is written or chosen: closing would then lose it. A ref set in the commit of
   * each keystroke, not state passed up from an effect: that state came one render later, and a
   * click outside the dialog right after typing closed it without asking.
   */
  hasDraftRef: RefObject<boolean>;
}

function CreatePostForm({ viewer, categoryId, onCreated, onUpgradeRequired, hasDraftRef }: CreatePostFormProps) {
  const id = useId();
  const toast = useToast();
  const [draft, setDraft] = useState<PostDraft>(() => loadDraft(window.sessionStorage, categoryId));
  const [image, setImage] = useState<File | null>(null);
  const picker = useRef<ImagePickerHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const { phase, progress, publish } = usePublishPost();
  const submitting = phase !== "idle";

  useEffect(() => saveDraft(window.sessionStorage, draft), [draft]);
  const hasDraft = draft.title.trim() !== "" || draft.content.trim() !== "" || draft.includePoll || image !== null;
  useLayoutEffect(() => {
    hasDraftRef.current = hasDraft;
  }, [hasDraft, hasDraftRef]);

  const update = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = await validateInput(() => import("@/lib/validation/threads").then((module) => module.createThreadSchema), draftToPayload(draft));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    const result = await publish({ ...checked.data, userId: viewer.id }, image);
    if (result.status === "created") {
      clearDraft(window.sessionStorage);
      toast({ title: "Success!", description: "Your post has been created." });
      onCreated(result.thread);
    } else if (result.status === "failed") {
      if (result.error instanceof ApiError && result.error.code === "UPGRADE_REQUIRED") onUpgradeRequired();
      else if (result.step === "uploading") setError(errorMessage(result.error, "Failed to upload image. Please try again."));
      else {
        // Said in the toast (SPEC.md section 8) and beside the button, where the member is looking.
        const message = errorMessage(result.error, "Failed to create post. Please try again.");
        setError(message);
        toast({ title: "Error", description: message, variant: "destructive" });
      }
    }
  }

  // An image pasted into the form or dropped on its fields goes to the picker, with the picker's checks.
  function takePastedImage(event: ClipboardEvent) {
    const files = imageFilesIn(event.clipboardData);
    if (files.length === 0 || submitting) return;
    event.preventDefault();
    void picker.current?.choose(files);
  }

  function allowImageDrop(event: DragEvent) {
    if (event.dataTransfer.types.includes("Files")) event.preventDefault();
  }

  function takeDroppedImage(event: DragEvent) {
    // The picker's own drop zone has handled it already.
    if (event.defaultPrevented) return;
    const files = imageFilesIn(event.dataTransfer);
    if (files.length === 0) return;
    event.preventDefault();
    if (!submitting) void picker.current?.choose(files);
  }

  return (
    <form onSubmit={submit} onPaste={takePastedImage} onDragOver={allowImageDrop} onDrop={takeDroppedImage} noValidate className="space-y-4">
      <ThreadTextFields title={draft.title} content={draft.content} onChange={update} />
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold">
          Category
        </label>
        <select
          id={`${id}-category`}
          value={draft.categoryId}
          onChange={(event) => update({ categoryId: event.target.value })}
          className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3"
        >
          <CategoryOptions />
        </select>
      </div>
      <ImagePicker ref={picker} value={image} onChange={setImage} disabled={submitting} />
      <button
        type="button"
        aria-pressed={draft.includePoll}
        onClick={() => update({ includePoll: !draft.includePoll })}
        className="min-h-11 rounded border border-line px-4 text-sm font-semibold hover:bg-line"
      >
        {draft.includePoll ? "Remove Poll" : "Create Poll"}
      </button>
      {draft.includePoll && <PollFields question={draft.pollQuestion} options={draft.pollOptions} onChange={update} />}
      {phase === "uploading" && <UploadProgress percent={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={submitting} className="min-h-11 rounded bg-brand px-5 font-semibold disabled:opacity-60">
          {SUBMIT_LABELS[phase]}
        </button>
      </div>
    </form>
  );
}
