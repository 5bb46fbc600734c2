"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { compressImage } from "@/components/media/image-file";
import { ImagePicker } from "@/components/media/image-picker";
import { sendImageForm } from "@/components/media/upload-image";
import { UploadProgress } from "@/components/media/upload-progress";
import { UserAvatar } from "@/components/members/user-avatar";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import type { AvatarAnswer } from "@/lib/members/avatar";
import { AccountSection } from "./account-section";

interface ProfilePictureFormProps {
  account: AccountAnswer;
  onChanged: (imageUrl: string) => void;
}

/** PUT /api/users/me/avatar with upload progress, after the same checks and compression as post images. */
async function uploadAvatar(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  const prepared = await compressImage(file);
  form.append("image", prepared, prepared.name);
  return sendImageForm<AvatarAnswer>("PUT", "/api/users/me/avatar", form, onProgress);
}

/** The member's picture and a picker for a new one (SPEC.md section 5's profile image rules). */
export function ProfilePictureForm({ account, onChanged }: ProfilePictureFormProps) {
  const toast = useToast();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload() {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const { imageUrl } = await uploadAvatar(file, setProgress);
      onChanged(imageUrl);
      setFile(null);
      toast({ title: "Profile picture updated" });
      // The header's avatar is rendered by the server.
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, "Failed to upload your picture. Please try again."));
    } finally {
      setProgress(null);
    }
  }

  return (
    <AccountSection title="Profile picture">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <UserAvatar user={{ username: account.username, role: account.role, imageUrl: account.imageUrl }} size="lg" />
        <div className="min-w-0 flex-1 space-y-3">
          <ImagePicker
            value={file}
            onChange={(chosen) => {
              setFailure(null);
              setFile(chosen);
            }}
            kind="profile"
            label="New picture"
            disabled={progress !== null}
          />
          {progress !== null && <UploadProgress percent={progress} label="Picture upload progress" />}
          {failure && (
            <p role="alert" className="text-sm text-red-400">
              {failure}
            </p>
          )}
          {file && (
            <button
              type="button"
              onClick={upload}
              disabled={progress !== null}
              className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
            >
              {progress !== null ? "Uploading..." : "Save picture"}
            </button>
          )}
        </div>
      </div>
    </AccountSection>
  );
}
