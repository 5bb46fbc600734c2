"use client";

import { useEffect, useId, useImperativeHandle, useRef, useState, type DragEvent, type Ref } from "react";
import { checkImageFiles } from "@/components/media/image-file";
import { formatDimensions } from "@/lib/media/dimensions";
import { acceptAttribute, formatFileSize, IMAGE_UPLOAD_RULES, type ImageKind } from "@/lib/media/image-rules";
import type { UploadedImage } from "@/lib/media/save-uploaded-image";

/** What a form can ask of its picker: take files pasted or dropped elsewhere in the form, with the same checks. */
export interface ImagePickerHandle {
  choose: (files: File[]) => Promise<void>;
}

interface ImagePickerProps {
  /** The chosen image: a file held in memory until the form uploads it with `uploadImage`, or one uploaded before. */
  value: File | UploadedImage | null;
  onChange: (file: File | null) => void;
  kind?: ImageKind;
  disabled?: boolean;
  label?: string;
  ref?: Ref<ImagePickerHandle>;
}

/** An object URL showing `file`, created with it and revoked when it changes or the picker goes. */
function useObjectUrl(file: File | null) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The object URL is a resource outside React, made and revoked with the file: its effect owns it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

/** What the picker shows of its image: where to see it, its name and its size. */
function usePreview(image: File | UploadedImage | null) {
  const file = image instanceof File ? image : null;
  const objectUrl = useObjectUrl(file);
  if (!image) return null;
  if (image instanceof File) return objectUrl ? { url: objectUrl, name: image.name, size: formatFileSize(image.size) } : null;
  return { url: image.url, name: "Saved image", size: formatDimensions(image) };
}

/**
 * Picks one image by button or drag and drop, checks it in the browser against the upload rules
 * (SPEC.md section 5) and lists what blocks it (errors) or deserves a second look (warnings).
 */
export function ImagePicker({ value, onChange, kind = "default", disabled = false, label = "Image (optional)", ref }: ImagePickerProps) {
  const rules = IMAGE_UPLOAD_RULES[kind];
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestCheck = useRef(0);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const preview = usePreview(value);

  async function choose(files: File[]) {
    if (disabled || files.length === 0) return;
    const check = ++latestCheck.current;
    setChecking(true);
    const result = await checkImageFiles(files, rules);
    if (check !== latestCheck.current) return;
    setChecking(false);
    setErrors(result.errors);
    setWarnings(result.warnings);
    if (result.errors.length === 0) onChange(files[0]);
  }

  useImperativeHandle(ref, () => ({ choose }));

  function remove() {
    setErrors([]);
    setWarnings([]);
    onChange(null);
  }

  // An image uploaded earlier (a draft's) whose file is gone, e.g. the draft was deleted on another device.
  function dropMissingUpload() {
    if (value instanceof File) return;
    setErrors(["The image saved with this post is no longer available. Please choose it again."]);
    setWarnings([]);
    onChange(null);
  }

  function onDragOver(event: DragEvent) {
    // Always prevented, or a file dropped on a disabled picker would open in the browser tab.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void choose([...event.dataTransfer.files]);
  }

  const rulesText = [
    `Formats: ${rules.allowedFormats.map((format) => format.toUpperCase()).join(", ")}`,
    `Max size: ${formatFileSize(rules.maxFileSize)}`,
    `Dimensions: ${formatDimensions({ width: rules.minWidth, height: rules.minHeight })} to ${formatDimensions({ width: rules.maxWidth, height: rules.maxHeight })}`,
    `Max files: ${rules.maxFilesPerUpload}`,
  ].join(" · ");

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      {preview ? (
        <div className="mt-2 flex items-center gap-3 rounded-lg border border-line bg-panel p-3">
          {/* A blob: URL of the picked file, or a thumbnail of an upload: nothing worth the image optimizer. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={preview.url} alt="Selected image preview" onError={dropMissingUpload} className="h-16 w-16 shrink-0 rounded object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm">{preview.name}</p>
            <p className="text-xs text-muted">{preview.size}</p>
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="min-h-11 rounded border border-line px-3 text-sm hover:bg-line disabled:opacity-50"
          >
            Remove image
          </button>
        </div>
      ) : (
        <div
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop-zone"
          className={`mt-2 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition-colors ${
            dragging ? "border-brand bg-brand/10" : "border-line"
          } ${disabled ? "opacity-50" : ""}`}
        >
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || checking}
            aria-describedby={`${id}-rules`}
            aria-labelledby={`${id}-label ${id}-choose`}
            className="min-h-11 rounded bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
          >
            <span id={`${id}-choose`}>{checking ? "Checking image..." : "Choose an image"}</span>
          </button>
          <p className="text-xs text-muted">or drag and drop it here</p>
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute(rules)}
            disabled={disabled}
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
            onChange={(event) => {
              void choose([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </div>
      )}
      <p id={`${id}-rules`} className="mt-2 text-xs text-muted">
        {rulesText}
      </p>
      {errors.length > 0 && (
        <ul role="alert" aria-label="Image errors" className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-400">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul aria-label="Image warnings" className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-300">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
