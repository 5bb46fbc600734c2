"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type RefObject } from "react";
import useSWR, { type ScopedMutator } from "swr";
import { useViewMutate } from "@/lib/swr/writes-after-leaving";
import { CategoryOptions } from "@/components/forum/category-options";
import { imageFilesIn } from "@/components/media/image-file";
import { ImagePicker, type ImagePickerHandle } from "@/components/media/image-picker";
import { UploadProgress } from "@/components/media/upload-progress";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { formatRelativeTime } from "@/lib/format";
import type { SavedPostDraftAnswer, SavedPostDraftDto } from "@/lib/threads/saved-post-draft";
import {
  clearDraft,
  draftToPayload,
  draftToSavedDraftBody,
  isBlankDraft,
  loadDraft,
  SAVED_POST_DRAFT_URL,
  saveDraft,
  type PostDraft,
} from "@/components/threads/post-draft";
import { validateInput } from "@/lib/validation/validate-input";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { PollFields } from "./poll-fields";
import { ThreadTextFields } from "./thread-text-fields";
import { usePublishPost, type PostImage, type PublishPhase } from "./use-publish-post";

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
 * Forgets the draft saved for later once the post it became is published or discarded. Should
 * that fail, the server keeps it and offers it again, which loses nothing.
 */
function forgetSavedPostDraft(mutate: ScopedMutator) {
  apiFetch<SavedPostDraftAnswer>(SAVED_POST_DRAFT_URL, { method: "DELETE", body: {} })
    .then((answer) => mutate(SAVED_POST_DRAFT_URL, answer, { revalidate: false }))
    .catch(() => undefined);
}

/** The post being composed, as the modal saves it for later: the draft and the image picked or kept. */
interface ComposedPost {
  draft: PostDraft;
  image: PostImage | null;
}

/**
 * Rendered while the member composes a post (its owner mounts it on open, unmounts it on close).
 * Closing it discards the draft (SPEC.md section 4): with anything written or chosen, only after
 * the member confirms, so a stray click outside the dialog loses nothing. The confirmation can save
 * the draft for later instead, its image uploaded, on the server, to finish on any device.
 */
export function CreatePostModal({ onClose, ...formProps }: CreatePostModalProps) {
  const toast = useToast();
  const mutate = useViewMutate();
  const publishing = usePublishPost();
  const hasDraftRef = useRef(false);
  const composedRef = useRef<ComposedPost | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [savingForLater, setSavingForLater] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirmingDiscard) keepEditing.current?.focus();
  }, [confirmingDiscard]);

  function close() {
    clearDraft(window.sessionStorage);
    onClose();
  }

  function discard() {
    if (composedRef.current?.draft.continuesSavedDraft) forgetSavedPostDraft(mutate);
    close();
  }

  async function saveForLater() {
    if (!composedRef.current) return;
    setSavingForLater(true);
    try {
      const { draft, image } = composedRef.current;
      const uploaded = await publishing.uploadPostImage(image);
      const answer = await apiFetch<SavedPostDraftAnswer>(SAVED_POST_DRAFT_URL, { method: "PUT", body: draftToSavedDraftBody(draft, uploaded) });
      // The next opening offers it from the cache, as another device reads it from the server.
      void mutate(SAVED_POST_DRAFT_URL, answer, { revalidate: false });
      toast({ title: "Draft saved", description: "Open Create Post on any device to finish it." });
      close();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to save your draft. Please try again."), variant: "destructive" });
    } finally {
      setSavingForLater(false);
    }
  }

  return (
    <Modal open onClose={() => (hasDraftRef.current ? setConfirmingDiscard(true) : discard())} title="Create New Post">
      {confirmingDiscard && (
        <div role="alertdialog" aria-labelledby="discard-post-title" className="mb-4 rounded border border-red-900 bg-red-950/40 p-3 text-sm">
          <p id="discard-post-title" className="font-semibold">
            Discard this post? What you wrote, the image and the poll will be lost.
          </p>
          <p className="mt-1 text-muted">Or save it for later and finish it on any device.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button ref={keepEditing} type="button" onClick={() => setConfirmingDiscard(false)} className="min-h-11 rounded border border-line px-4 hover:bg-line">
              Keep editing
            </button>
            <button type="button" disabled={savingForLater} onClick={() => void saveForLater()} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line disabled:opacity-60">
              {savingForLater ? "Saving..." : "Save for later"}
            </button>
            <button type="button" disabled={savingForLater} onClick={discard} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark disabled:opacity-60">
              Discard
            </button>
          </div>
        </div>
      )}
      <CreatePostForm {...formProps} publishing={publishing} hasDraftRef={hasDraftRef} composedRef={composedRef} />
    </Modal>
  );
}

/**
 * The form itself, mounted while the modal is open: its draft lives in session storage, a picked
 * image only in memory until it is uploaded, so closing the modal or publishing the post lets go of it.
 */
interface CreatePostFormProps extends Omit<CreatePostModalProps, "onClose"> {
  /** The modal's, which also uploads the image of a post saved for later. */
  publishing: ReturnType<typeof usePublishPost>;
  /**
   * Whether anything is written or chosen: closing would then lose it. A ref set in the commit of
   * each keystroke, not state passed up from an effect: that state came one render later, and a
   * click outside the dialog right after typing closed it without asking.
   */
  hasDraftRef: RefObject<boolean>;
  /** The post as it stands, for the modal to save for later. */
  composedRef: RefObject<ComposedPost | null>;
}

/** The draft the member saved for later, offered when the composer opens empty: take it back, or throw it away. */
function SavedDraftOffer({ draft, onContinue, onDelete }: { draft: SavedPostDraftDto; onContinue: () => void; onDelete: () => void }) {
  const name = draft.title.trim() || draft.content.trim().slice(0, 60) || (draft.includePoll ? "a poll" : "an image");
  // A file gone meanwhile (the draft deleted on another device) shows no broken image.
  const [imageMissing, setImageMissing] = useState(false);
  return (
    <div role="status" className="rounded border border-line bg-ink p-3 text-sm">
      <div className="flex items-start gap-3">
        {draft.image && !imageMissing && (
          // A small thumbnail of our own upload: nothing worth the image optimizer. Decorative: the text says there is an image.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={draft.image.url} alt="" onError={() => setImageMissing(true)} className="h-12 w-12 shrink-0 rounded object-cover" />
        )}
        <p className="min-w-0">
          You saved a draft{" "}
          <time dateTime={draft.savedAt} suppressHydrationWarning>
            {formatRelativeTime(draft.savedAt)}
          </time>
          : <strong className="break-words">“{name}”</strong>
          {draft.image && name !== "an image" && " with an image"}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onContinue} className="min-h-11 rounded bg-brand px-4 font-semibold hover:bg-brand-dark">
          Continue it
        </button>
        <button type="button" onClick={onDelete} className="min-h-11 rounded border border-line px-4 hover:bg-line">
          Delete it
        </button>
      </div>
    </div>
  );
}

function CreatePostForm({ viewer, categoryId, onCreated, onUpgradeRequired, publishing, hasDraftRef, composedRef }: CreatePostFormProps) {
  const id = useId();
  const toast = useToast();
  const mutate = useViewMutate();
  const [draft, setDraft] = useState<PostDraft>(() => loadDraft(window.sessionStorage, categoryId));
  // A picked file lives here until it is uploaded; an uploaded image (a saved draft's) is the draft's.
  const [pickedImage, setPickedImage] = useState<File | null>(null);
  const image = pickedImage ?? draft.image;
  const picker = useRef<ImagePickerHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const { phase, progress, publish } = publishing;
  const submitting = phase !== "idle";

  useEffect(() => saveDraft(window.sessionStorage, draft), [draft]);
  const hasDraft = !isBlankDraft(draft) || pickedImage !== null;
  useLayoutEffect(() => {
    hasDraftRef.current = hasDraft;
    composedRef.current = { draft, image };
  }, [hasDraft, hasDraftRef, draft, image, composedRef]);

  // A draft saved for later is offered while nothing is written here (this tab's own draft goes first).
  const [openedBlank] = useState(() => isBlankDraft(draft));
  const saved = useSWR<SavedPostDraftAnswer>(openedBlank ? SAVED_POST_DRAFT_URL : null);
  const [savedDraftSettled, setSavedDraftSettled] = useState(false);
  const offered = !savedDraftSettled && !hasDraft ? (saved.data?.draft ?? null) : null;

  // The server keeps it, image and all, until the post is published, discarded or saved again:
  // a tab closed meanwhile loses nothing, and the image stays while something still shows it.
  function continueSavedDraft(savedDraft: SavedPostDraftDto) {
    const { title, content, categoryId: savedCategoryId, includePoll, pollQuestion, pollOptions, image: savedImage } = savedDraft;
    setDraft({ title, content, categoryId: savedCategoryId, includePoll, pollQuestion, pollOptions, image: savedImage, continuesSavedDraft: true });
    setSavedDraftSettled(true);
    void saved.mutate({ draft: null }, { revalidate: false });
  }

  async function deleteSavedDraft() {
    try {
      await saved.mutate(apiFetch<SavedPostDraftAnswer>(SAVED_POST_DRAFT_URL, { method: "DELETE", body: {} }), { revalidate: false });
      setSavedDraftSettled(true);
      toast({ title: "Saved draft deleted" });
    } catch (deleteError) {
      toast({ title: "Error", description: errorMessage(deleteError, "Failed to delete your saved draft. Please try again."), variant: "destructive" });
    }
  }

  const update = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  // A new pick, or Remove image, lets go of an uploaded one too.
  function choosePicture(file: File | null) {
    setPickedImage(file);
    update({ image: null });
  }

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
      if (draft.continuesSavedDraft) forgetSavedPostDraft(mutate);
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
      {offered && <SavedDraftOffer draft={offered} onContinue={() => continueSavedDraft(offered)} onDelete={() => void deleteSavedDraft()} />}
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
      <ImagePicker ref={picker} value={image} onChange={choosePicture} disabled={submitting} />
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
