import { access } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember } from "../helpers/forum-fixtures";
import { uploadThroughApi } from "../helpers/images";

/** A new post saved for later, to finish on any device: one per member, theirs alone, for members who may post. */

type Member = { id: string; username: string };
let writer: Member;
let other: Member;
let free: Member;

beforeAll(async () => {
  [writer, other, free] = await Promise.all([createMember("draftwriter"), createMember("draftother"), createMember("draftfree", { plan: "FREE" })]);
});

const PATH = "/api/users/me/post-draft";
const draft = { title: "Judging needs fixing", content: "Half-written thoughts", categoryId: "general", includePoll: true, pollQuestion: "Open scoring?", pollOptions: ["Yes", "", "No"] };
const isStored = (url: string) =>
  access(path.join(process.cwd(), ".data", "uploads", url.slice("/media/".length))).then(
    () => true,
    () => false,
  );

describe("a post draft saved for later", () => {
  it("is saved, read back on another call (another device), replaced by the next save, and forgotten on delete", async () => {
    expect(await api(PATH, { as: writer.username })).toMatchObject({ status: 200, json: { draft: null } });

    const saved = await api(PATH, { as: writer.username, method: "PUT", body: draft });
    expect(saved).toMatchObject({ status: 200, json: { draft: { ...draft, image: null, savedAt: expect.any(String) } } });
    expect(await api(PATH, { as: writer.username })).toMatchObject({ status: 200, json: { draft } });
    // Another member has none: each reads only their own.
    expect(await api(PATH, { as: other.username })).toMatchObject({ status: 200, json: { draft: null } });

    const replacement = { ...draft, title: "", content: "Rewritten", includePoll: false };
    expect((await api(PATH, { as: writer.username, method: "PUT", body: replacement })).status).toBe(200);
    expect((await api(PATH, { as: writer.username })).json.draft).toMatchObject(replacement);
    expect(await testDb.savedPostDraft.count({ where: { userId: writer.id } })).toBe(1);

    expect(await api(PATH, { as: writer.username, method: "DELETE", body: {} })).toMatchObject({ status: 200, json: { draft: null } });
    expect(await api(PATH, { as: writer.username, method: "DELETE", body: {} })).toMatchObject({ status: 200, json: { draft: null } });
    expect(await api(PATH, { as: writer.username })).toMatchObject({ json: { draft: null } });
  });

  it("keeps its uploaded image, and deletes the file once no draft or post shows it", async () => {
    const first = await uploadThroughApi(writer.username, { width: 320, height: 180 });
    const withImage = await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, image: first } });
    expect(withImage).toMatchObject({ status: 200, json: { draft: { ...draft, image: { url: first.url, width: 320, height: 180 } } } });
    expect((await api(PATH, { as: writer.username })).json.draft.image).toEqual(first);

    // Saved again with the same image (continued, then saved on another device): the file stays.
    expect((await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, title: "Retitled", image: first } })).status).toBe(200);
    expect(await isStored(first.url)).toBe(true);

    // Replaced by another image: the first one's file goes.
    const second = await uploadThroughApi(writer.username);
    expect((await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, image: second } })).status).toBe(200);
    expect(await isStored(first.url)).toBe(false);
    expect(await isStored(second.url)).toBe(true);

    // Published with its image, then forgotten: the post shows it, so the file stays.
    const post = await api("/api/threads", { as: writer.username, body: { title: "Published", content: "Done", categoryId: "member_feedback", media: [{ type: "IMAGE", ...second }] } });
    expect(post.status).toBe(201);
    expect(await api(PATH, { as: writer.username, method: "DELETE", body: {} })).toMatchObject({ status: 200, json: { draft: null } });
    expect(await isStored(second.url)).toBe(true);

    // Saved with an image alone, then thrown away: its file goes.
    const third = await uploadThroughApi(writer.username);
    const imageOnly = { title: "", content: " ", categoryId: "general", includePoll: false, pollQuestion: "", pollOptions: ["", ""], image: third };
    expect(await api(PATH, { as: writer.username, method: "PUT", body: imageOnly })).toMatchObject({ status: 200, json: { draft: { image: third } } });
    expect((await api(PATH, { as: writer.username, method: "PUT", body: { ...imageOnly, content: "Words now", image: null } })).status).toBe(200);
    expect(await isStored(third.url)).toBe(false);
    expect((await api(PATH, { as: writer.username, method: "DELETE", body: {} })).status).toBe(200);
  });

  it("refuses an image that was not uploaded here or has no size, and keeps the draft it had", async () => {
    const kept = await uploadThroughApi(other.username);
    expect((await api(PATH, { as: other.username, method: "PUT", body: { ...draft, image: kept } })).status).toBe(200);
    const refusals = [
      [{ url: "https://example.com/cat.png", width: 10, height: 10 }, "Images must be uploaded to Fight Forum first."],
      [{ url: kept.url }, "Image width must be a number."],
      [{ ...kept, height: 0 }, "Image height must be positive."],
      ["/media/x.png", "image must be an uploaded image or null"],
    ] as const;
    for (const [image, message] of refusals) {
      const refused = await api(PATH, { as: other.username, method: "PUT", body: { ...draft, title: "Changed", image } });
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 400, message });
    }
    expect((await api(PATH, { as: other.username })).json.draft).toMatchObject({ title: draft.title, image: kept });
    expect(await isStored(kept.url)).toBe(true);
    expect((await api(PATH, { as: other.username, method: "DELETE", body: {} })).status).toBe(200);
    expect(await isStored(kept.url)).toBe(false);
  });

  it("refuses an empty or oversized draft, an unknown category, members who may not post and the signed out, and stores nothing", async () => {
    const refusals = [
      [await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, title: " ", content: "", includePoll: false } }), 400, "Write a title or some content before saving a draft"],
      [await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, title: "x".repeat(151) } }), 400, "Title must be at most 150 characters."],
      [await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, categoryId: "nowhere" } }), 400, "categoryId is not a category"],
      [await api(PATH, { as: writer.username, method: "PUT", body: { ...draft, pollOptions: ["only one"] } }), 400, "A poll has at least 2 options"],
      [await api(PATH, { as: free.username, method: "PUT", body: draft }), 403, "You need to upgrade your plan to access this feature."],
      [await api(PATH, { method: "PUT", body: draft }), 401, "You must be logged in to keep a draft"],
    ] as const;
    for (const [response, status, message] of refusals) expect({ status: response.status, message: response.json.message }).toEqual({ status, message });
    expect((await api(PATH, { as: free.username })).status).toBe(403);
    expect(await testDb.savedPostDraft.count({ where: { userId: { in: [writer.id, free.id] } } })).toBe(0);
  });

  it("goes with its member's account", async () => {
    const leaving = await createMember("draftleaving");
    expect((await api(PATH, { as: leaving.username, method: "PUT", body: draft })).status).toBe(200);
    await testDb.user.delete({ where: { id: leaving.id } });
    expect(await testDb.savedPostDraft.count({ where: { userId: leaving.id } })).toBe(0);
  });
});
