import { access } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, APP_URL } from "../helpers/api";
import { testDb } from "../helpers/db";
import { uploadThroughApi } from "../helpers/images";
import { createMemberWith, sendClerkWebhook } from "../helpers/members";

const uploadsDir = path.join(process.cwd(), ".data", "uploads");
const isStored = (url: string) =>
  access(path.join(uploadsDir, url.slice("/media/".length))).then(
    () => true,
    () => false,
  );
const served = async (url: string) => (await fetch(new URL(url, APP_URL))).status;

async function postWithImage(as: string, image: { url: string; width?: number; height?: number }) {
  const { status, json, text } = await api("/api/threads", {
    as,
    body: { title: `Image post ${randomUUID().slice(0, 6)}`, content: "Look at this.", categoryId: "member_feedback", media: [{ type: "IMAGE", ...image }] },
  });
  expect(status, text).toBe(201);
  return json;
}

async function replyWithImage(as: string, threadId: string, url: string) {
  const { status, json, text } = await api(`/api/threads/${threadId}/replies`, { as, body: { content: "Here is mine." } });
  expect(status, text).toBe(201);
  // Replies take no image through the API yet; the row is what the cleanup reads.
  await testDb.replyMedia.create({ data: { replyId: json.id, url } });
  return json;
}

describe("POST /api/threads keeps the image's size", () => {
  it("stores the width and height the upload answered and sends them with the thread", async () => {
    const author = await createMemberWith("sized", { planType: "BASIC" });
    const image = await uploadThroughApi(author.username, { width: 320, height: 180 });
    const thread = await postWithImage(author.username, image);

    expect(thread.media).toEqual([{ id: expect.any(String), type: "IMAGE", url: image.url, width: 320, height: 180 }]);
    expect(await testDb.threadMedia.findFirstOrThrow({ where: { threadId: thread.id } })).toMatchObject({ url: image.url, width: 320, height: 180, position: 0 });
    const single = await api(`/api/threads/id/${thread.id}`, { as: "fan" });
    expect(single.json.media).toEqual(thread.media);
  });

  it("stores no size when none is sent", async () => {
    const author = await createMemberWith("unsized", { planType: "BASIC" });
    const { url } = await uploadThroughApi(author.username);
    const thread = await postWithImage(author.username, { url });
    expect(thread.media).toMatchObject([{ url, width: null, height: null }]);
  });

  it.each([
    [{ width: 0, height: 100 }, "Image width must be positive."],
    [{ width: 100, height: 6001 }, "Image height must be at most 6000 pixels."],
    [{ width: 99.5, height: 100 }, "Image width must be a whole number of pixels."],
    [{ width: 100 }, "Send both the image width and height, or neither."],
  ])("refuses the size %j with 400 %s", async (size, message) => {
    const { status, json } = await api("/api/threads", {
      as: "member",
      body: { title: "Sized wrong", content: "x", media: [{ type: "IMAGE", url: "/media/AbCdEfGhIjKlMnOpQrStUv.png", ...size }] },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "INVALID_INPUT", message });
  });
});

describe("DELETE /api/threads/{id} deletes the image files", () => {
  it("removes the thread's image and its replies' images from storage", async () => {
    const author = await createMemberWith("cleaner", { planType: "BASIC" });
    const replier = await createMemberWith("replier", { planType: "BASIC" });
    const image = await uploadThroughApi(author.username);
    const replyImage = await uploadThroughApi(replier.username);
    const thread = await postWithImage(author.username, image);
    await replyWithImage(replier.username, thread.id, replyImage.url);
    expect(await isStored(image.url)).toBe(true);
    expect(await served(image.url)).toBe(200);

    const { status } = await api(`/api/threads/${thread.id}`, { method: "DELETE", as: author.username, body: { userId: author.id } });
    expect(status).toBe(200);
    expect(await isStored(image.url)).toBe(false);
    expect(await isStored(replyImage.url)).toBe(false);
    expect(await served(image.url)).toBe(404);
  });

  it("keeps a file that another post still shows", async () => {
    const author = await createMemberWith("sharer", { planType: "BASIC" });
    const copier = await createMemberWith("copier", { planType: "BASIC" });
    const image = await uploadThroughApi(author.username);
    const original = await postWithImage(author.username, image);
    const copy = await postWithImage(copier.username, image);

    await api(`/api/threads/${original.id}`, { method: "DELETE", as: author.username });
    expect(await isStored(image.url)).toBe(true);
    await api(`/api/threads/${copy.id}`, { method: "DELETE", as: "mod" });
    expect(await isStored(image.url)).toBe(false);
  });

  it("deletes nothing when the deletion is refused", async () => {
    const author = await createMemberWith("keeper", { planType: "BASIC" });
    const image = await uploadThroughApi(author.username);
    const thread = await postWithImage(author.username, image);
    expect((await api(`/api/threads/${thread.id}`, { method: "DELETE", as: "member" })).status).toBe(403);
    expect(await isStored(image.url)).toBe(true);
  });
});

describe("erasing an account deletes the image files of its posts", () => {
  async function memberWithImages(prefix: string) {
    const leaving = await createMemberWith(prefix, { planType: "BASIC" });
    const host = await createMemberWith("host", { planType: "BASIC" });
    const threadImage = await uploadThroughApi(leaving.username);
    const replyImage = await uploadThroughApi(leaving.username);
    await postWithImage(leaving.username, threadImage);
    const hosted = await postWithImage(host.username, await uploadThroughApi(host.username));
    await replyWithImage(leaving.username, hosted.id, replyImage.url);
    const draftImage = await uploadThroughApi(leaving.username);
    const draft = { title: "", content: "Unfinished", categoryId: "general", includePoll: false, pollQuestion: "", pollOptions: ["", ""], image: draftImage };
    expect((await api("/api/users/me/post-draft", { as: leaving.username, method: "PUT", body: draft })).status).toBe(200);
    return { leaving, hostImage: hosted.media[0].url as string, urls: [threadImage.url, replyImage.url, draftImage.url] };
  }

  it("DELETE /api/users/account removes the member's thread, reply and saved draft images, not others'", async () => {
    const { leaving, hostImage, urls } = await memberWithImages("imgleaver");
    for (const url of urls) expect(await isStored(url)).toBe(true);

    const { status } = await api("/api/users/account", { method: "DELETE", as: leaving.username });
    expect(status).toBe(200);
    for (const url of urls) expect(await isStored(url)).toBe(false);
    expect(await isStored(hostImage)).toBe(true);
  });

  it("the Clerk user.deleted webhook removes them too", async () => {
    const { leaving, urls } = await memberWithImages("imgerased");
    const { status } = await sendClerkWebhook(`msg_images_${leaving.id}`, { type: "user.deleted", data: { id: leaving.clerkId, object: "user", deleted: true } });
    expect(status).toBe(200);
    for (const url of urls) expect(await isStored(url)).toBe(false);
  });
});
