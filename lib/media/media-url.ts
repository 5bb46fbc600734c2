/**
 * The shape of URLs our uploads get (lib/media/storage.ts): `/media/<name>` for local storage, or
 * the Vercel Blob store's `https://<store>.public.blob.vercel-storage.com/media/<name>`. Posts may
 * only attach images uploaded here, so no page loads a third-party (tracking) image.
 */
export const LOCAL_MEDIA_PATH = "/media";
export const BLOB_FOLDER = "media";

/** A server-generated name: 128 random bits and the extension of the format actually stored. */
export const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|gif|webp)$/;

const BLOB_HOST = /^[a-z0-9-]+\.public\.blob\.vercel-storage\.com$/;

export function isUploadedMediaUrl(url: string) {
  if (url.startsWith(`${LOCAL_MEDIA_PATH}/`)) return STORED_NAME.test(url.slice(LOCAL_MEDIA_PATH.length + 1));
  try {
    const parsed = new URL(url);
    const [folder, name, ...rest] = parsed.pathname.slice(1).split("/");
    return (
      parsed.protocol === "https:" && BLOB_HOST.test(parsed.hostname) && folder === BLOB_FOLDER && rest.length === 0 && STORED_NAME.test(name ?? "")
    );
  } catch {
    return false;
  }
}

/** Clerk serves members' profile pictures from this host (Clerk's middleware allows it in the CSP). */
const CLERK_IMAGE_HOST = "img.clerk.com";

/**
 * Whether a member's picture may be shown: Clerk's or one uploaded here. A picture from any other
 * host would be refused by the CSP (and could track readers), so the avatar shows the initial.
 */
export function isAvatarImageUrl(url: string) {
  if (isUploadedMediaUrl(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname === CLERK_IMAGE_HOST;
  } catch {
    return false;
  }
}

/**
 * With direct Blob uploads on, the page frame names the signed-in member's incoming folder in this
 * attribute (lib/media/direct-upload.ts); the browser then uploads there instead of to POST /api/upload.
 */
export const DIRECT_UPLOAD_FOLDER_ATTRIBUTE = "data-direct-upload-folder";
