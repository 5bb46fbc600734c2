import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember } from "../helpers/forum-fixtures";

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

describe("a post draft saved for later", () => {
  it("is saved, read back on another call (another device), replaced by the next save, and forgotten on delete", async () => {
    expect(await api(PATH, { as: writer.username })).toMatchObject({ status: 200, json: { draft: null } });

    const saved = await api(PATH, { as: writer.username, method: "PUT", body: draft });
    expect(saved).toMatchObject({ status: 200, json: { draft: { ...draft, savedAt: expect.any(String) } } });
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
