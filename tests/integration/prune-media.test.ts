import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORPHAN_MIN_AGE_MS, pruneOrphanedMedia } from "@/lib/media/orphaned-media";
import { newMediaName, storeMedia } from "@/lib/media/storage";
import { startFakeBlobServer, type FakeBlobServer } from "@/fakes/blob-server";
import { importConfigured } from "../helpers/configured-modules";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { solidImage } from "../helpers/images";

const HOUR = 60 * 60 * 1000;
const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

/**
 * A thread showing `threadUrl` with a reply showing `replyUrl`, and a post saved for later keeping
 * `draftUrl`, written straight into the database.
 */
async function postsShowing(threadUrl: string, replyUrl: string, draftUrl: string) {
  const author = await createMember("pruned");
  const thread = await createThread(author.id);
  await testDb.threadMedia.create({ data: { threadId: thread.id, url: threadUrl } });
  const reply = await testDb.reply.create({ data: { threadId: thread.id, userId: author.id, content: "With a picture" } });
  await testDb.replyMedia.create({ data: { replyId: reply.id, url: replyUrl } });
  await testDb.savedPostDraft.create({
    data: { userId: author.id, title: "", content: "Later", categoryId: "general", includePoll: false, pollQuestion: "", pollOptions: ["", ""], imageUrl: draftUrl, imageWidth: 10, imageHeight: 10 },
  });
}

afterAll(removeCreatedThreads);

it("waits 24 hours by default before an upload counts as abandoned", () => {
  expect(ORPHAN_MIN_AGE_MS).toBe(24 * HOUR);
});

describe("pruning the local uploads folder", () => {
  let directory: string;
  const names = {
    abandoned: newMediaName("png"),
    inThread: newMediaName("png"),
    inReply: newMediaName("jpeg"),
    inDraft: newMediaName("png"),
    recent: newMediaName("webp"),
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "fightforum-prune-"));
    for (const name of [...Object.values(names), "README.txt"]) await writeFile(path.join(directory, name), "pixels");
    for (const name of [names.abandoned, names.inThread, names.inReply, names.inDraft, "README.txt"]) {
      await utimes(path.join(directory, name), hoursAgo(25), hoursAgo(25));
    }
    await utimes(path.join(directory, names.recent), hoursAgo(23), hoursAgo(23));
    await postsShowing(`/media/${names.inThread}`, `/media/${names.inReply}`, `/media/${names.inDraft}`);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("deletes only old files that no thread, reply or saved draft shows", async () => {
    expect(await pruneOrphanedMedia({ directory, now })).toEqual({ stored: 5, deleted: 1, failed: 0 });
    expect((await readdir(directory)).sort()).toEqual([names.inThread, names.inReply, names.inDraft, names.recent, "README.txt"].sort());
  });

  it("takes the age threshold as an option", async () => {
    expect(await pruneOrphanedMedia({ directory, now, minAgeMs: 22 * HOUR })).toEqual({ stored: 4, deleted: 1, failed: 0 });
    expect((await readdir(directory)).sort()).toEqual([names.inThread, names.inReply, names.inDraft, "README.txt"].sort());
  });

  it("finds nothing to do in a folder that does not exist yet", async () => {
    expect(await pruneOrphanedMedia({ directory: path.join(directory, "missing"), now })).toEqual({ stored: 0, deleted: 0, failed: 0 });
  });
});

describe("pruning a Vercel Blob store (real SDK, local fake API)", () => {
  let blob: FakeBlobServer;
  let configured: { storeMedia: typeof storeMedia; pruneOrphanedMedia: typeof pruneOrphanedMedia };
  const pathOf = (url: string) => new URL(url).pathname.slice("/public/".length);

  beforeAll(async () => {
    blob = await startFakeBlobServer();
    // Read by the Blob SDK itself, on each call.
    vi.stubEnv("VERCEL_BLOB_API_URL", blob.url);
    configured = await importConfigured({ BLOB_READ_WRITE_TOKEN: blob.token }, async () => ({
      storeMedia: (await import("@/lib/media/storage")).storeMedia,
      pruneOrphanedMedia: (await import("@/lib/media/orphaned-media")).pruneOrphanedMedia,
    }));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await blob.close();
  });

  it("lists the store and deletes the old blobs no post shows", async () => {
    const store = async () => configured.storeMedia(newMediaName("png"), await solidImage("png", 60, 60), "png");
    const [abandoned, inThread, inReply, inDraft, recent] = [await store(), await store(), await store(), await store(), await store()];
    for (const url of [abandoned, inThread, inReply, inDraft]) blob.blobs.get(pathOf(url))!.uploadedAt = hoursAgo(48);
    await postsShowing(inThread, inReply, inDraft);

    expect(await configured.pruneOrphanedMedia({ now })).toEqual({ stored: 5, deleted: 1, failed: 0 });
    expect([...blob.blobs.keys()].sort()).toEqual([inThread, inReply, inDraft, recent].map(pathOf).sort());
  });
});
