import "server-only";
import { db, type Prisma } from "@/lib/db";
import { deleteStoredMedia, listStoredMedia } from "./storage";

/** How long an upload may wait for its post before `npm run media:prune` counts it as abandoned. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

const LOOKUP_BATCH = 500;

/**
 * The URLs of the media rows of these threads (their replies' included) and of these replies, read
 * in the transaction that is about to remove them.
 */
export async function mediaUrlsOf(
  tx: Prisma.TransactionClient,
  { threads, replies }: { threads: Prisma.ThreadWhereInput; replies?: Prisma.ReplyWhereInput },
) {
  const ofThreads = { thread: threads };
  const [threadMedia, replyMedia] = await Promise.all([
    tx.threadMedia.findMany({ where: ofThreads, select: { url: true } }),
    tx.replyMedia.findMany({ where: { reply: replies ? { OR: [ofThreads, replies] } : ofThreads }, select: { url: true } }),
  ]);
  return [...threadMedia, ...replyMedia].map((media) => media.url);
}

/** Of these URLs, those a thread, a reply, a member's profile picture or a post saved for later still shows. */
async function referencedUrls(urls: readonly string[]) {
  const referenced = new Set<string>();
  for (let start = 0; start < urls.length; start += LOOKUP_BATCH) {
    const batch = urls.slice(start, start + LOOKUP_BATCH);
    const where = { url: { in: batch } };
    const byImageUrl = { where: { imageUrl: { in: batch } }, select: { imageUrl: true } };
    const [threadMedia, replyMedia, avatars, draftImages] = await Promise.all([
      db.threadMedia.findMany({ where, select: { url: true } }),
      db.replyMedia.findMany({ where, select: { url: true } }),
      db.user.findMany(byImageUrl),
      db.savedPostDraft.findMany(byImageUrl),
    ]);
    for (const { url } of [...threadMedia, ...replyMedia]) referenced.add(url);
    for (const { imageUrl } of [...avatars, ...draftImages]) if (imageUrl) referenced.add(imageUrl);
  }
  return referenced;
}

/**
 * Deletes the stored files behind media rows that were just removed (a thread or an account
 * deleted); call it after that transaction committed. A file another post still shows stays, since
 * nothing stops two posts from attaching the same URL. Never throws: the deletion has already
 * happened for the member, and a leftover file is pruned later.
 */
export async function deleteUnreferencedMedia(urls: readonly string[]) {
  if (urls.length === 0) return;
  try {
    const referenced = await referencedUrls(urls);
    await deleteStoredMedia(urls.filter((url) => !referenced.has(url)));
  } catch (error) {
    console.error(`[media] Could not delete the files of removed media: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface PruneOptions {
  /** Files stored more recently than this may still be waiting for their post. */
  minAgeMs?: number;
  now?: Date;
  /** The local uploads folder (tests use their own). */
  directory?: string;
}

/**
 * `npm run media:prune`: deletes uploads that no thread, reply, profile or saved draft shows and
 * that are older than `minAgeMs`, i.e. images whose post was never created. Works on the configured
 * storage: the Vercel Blob store when `BLOB_READ_WRITE_TOKEN` is set, else the local uploads folder.
 */
export async function pruneOrphanedMedia({ minAgeMs = ORPHAN_MIN_AGE_MS, now = new Date(), directory }: PruneOptions = {}) {
  const cutoff = now.getTime() - minAgeMs;
  const old: string[] = [];
  let stored = 0;
  for await (const media of listStoredMedia({ directory })) {
    stored += 1;
    if (media.storedAt.getTime() <= cutoff) old.push(media.url);
  }
  const referenced = await referencedUrls(old);
  const orphans = old.filter((url) => !referenced.has(url));
  const failed = await deleteStoredMedia(orphans, { directory });
  return { stored, deleted: orphans.length - failed.length, failed: failed.length };
}
