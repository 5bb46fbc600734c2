import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ONLY_JWT_PUBLIC_KEY } from "@/lib/auth/dev-keys";
import { signDevToken } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { solidImage } from "../helpers/images";
import { DEFAULT_IMAGE_URL, startFakeClerkApi, type FakeClerkUser } from "@/fakes/clerk-api";

/**
 * With real Clerk (no development sign-in), a member's identity is Clerk's user, read through
 * Clerk's Backend API (a local fake of it here): the first request creates the profile from it,
 * and POST /api/users/clerk/{id} syncs from it, whatever the request body says.
 */

let clerk: Awaited<ReturnType<typeof startFakeClerkApi>>;
let server: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  clerk = await startFakeClerkApi();
  server = await startAppServer({
    AUTH_DEV_LOGIN: "0",
    CLERK_JWT_KEY: DEV_ONLY_JWT_PUBLIC_KEY,
    CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from("clerk.fightforum.localhost$").toString("base64")}`,
    CLERK_SECRET_KEY: "sk_test_identity_sync_fake",
    CLERK_API_URL: clerk.url,
  });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await clerk?.close();
});

function clerkUser(id: string, overrides: Partial<FakeClerkUser> = {}): FakeClerkUser {
  return {
    id,
    username: `clerk_${id.slice(-6)}`,
    first_name: "Real",
    last_name: "Fighter",
    image_url: "https://img.clerk.com/real.png",
    primary_email_address_id: "idn_1",
    email_addresses: [{ id: "idn_1", email_address: "real@example.com" }],
    ...overrides,
  };
}

async function sync(id: string, body: unknown) {
  const token = await signDevToken({ sub: id, exp: Math.floor(Date.now() / 1000) + 600 });
  const response = await fetch(`${server.url}/api/users/clerk/${id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("identity from Clerk's Backend API", () => {
  it("creates the profile from Clerk's user and ignores the identity a request claims", async () => {
    const id = `user_real_${Date.now()}`;
    clerk.users.set(id, clerkUser(id));
    const answer = await sync(id, { username: "ufc_official", firstName: "UFC", email: "press@ufc.example", profileImageUrl: "https://tracker.example/p.gif" });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ username: `clerk_${id.slice(-6)}`, firstName: "Real", lastName: "Fighter", imageUrl: "https://img.clerk.com/real.png" });
    expect(await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).toMatchObject({ email: "real@example.com" });
  });

  it("follows changes made at Clerk, and keeps no picture from a host we do not trust", async () => {
    const id = `user_moved_${Date.now()}`;
    clerk.users.set(id, clerkUser(id));
    expect((await sync(id, {})).status).toBe(200);
    clerk.users.set(id, clerkUser(id, { first_name: "Renamed", image_url: "https://tracker.example/pixel.gif" }));
    const answer = await sync(id, {});
    expect(answer.json).toMatchObject({ firstName: "Renamed", imageUrl: null });
  });
});

describe("account changes written back to Clerk", () => {
  async function call(id: string, method: string, path: string, body: BodyInit | object) {
    const token = await signDevToken({ sub: id, exp: Math.floor(Date.now() / 1000) + 600 });
    const isForm = body instanceof FormData;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(!isForm && { "content-type": "application/json" }) },
      body: isForm ? body : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function signedUpMember(prefix: string) {
    const id = `user_${prefix}_${Date.now()}`;
    clerk.users.set(id, clerkUser(id));
    expect((await sync(id, {})).status).toBe(200);
    return id;
  }

  it("writes changed names to the Clerk user (an empty name clears it there), then stores them", async () => {
    const id = await signedUpMember("names");
    const answer = await call(id, "PATCH", "/api/users/me", { firstName: "Jon", lastName: "" });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ firstName: "Jon", lastName: null });
    expect(clerk.users.get(id)).toMatchObject({ first_name: "Jon", last_name: "" });
    expect(await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).toMatchObject({ firstName: "Jon", lastName: null });
  });

  it("changes nothing when Clerk cannot take the names, and still saves what Clerk does not hold", async () => {
    const id = await signedUpMember("clerkdown");
    clerk.state.failWrites = true;
    try {
      const refused = await call(id, "PATCH", "/api/users/me", { firstName: "Lost", socialLinks: { twitter: "@lost" } });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe("Your account could not be updated. Please try again later.");
      expect(await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).toMatchObject({ firstName: "Real", twitterUrl: null });
      expect((await call(id, "PATCH", "/api/users/me", { notificationPreferences: { LIKE: false } })).status).toBe(200);
    } finally {
      clerk.state.failWrites = false;
    }
  });

  it("makes a new picture the Clerk user's picture and shows Clerk's copy", async () => {
    const id = await signedUpMember("picture");
    const form = new FormData();
    form.append("image", new Blob([await solidImage("png", 150, 150)], { type: "image/png" }), "me.png");
    const answer = await call(id, "PUT", "/api/users/me/avatar", form);
    expect(answer.status).toBe(200);
    expect(answer.json.imageUrl).toMatch(/^https:\/\/img\.clerk\.com\/fake-/);
    expect(clerk.profileImages.at(-1)).toMatchObject({ userId: id, contentType: "image/png" });
    expect(clerk.profileImages.at(-1)?.bytes).toBeGreaterThan(0);
    expect((await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).imageUrl).toBe(answer.json.imageUrl);
  });

  it("clears the names and picture at Clerk first when staff reset a profile, and changes nothing when Clerk fails", async () => {
    const id = await signedUpMember("reset");
    const form = new FormData();
    form.append("image", new Blob([await solidImage("png", 150, 150)], { type: "image/png" }), "me.png");
    expect((await call(id, "PUT", "/api/users/me/avatar", form)).status).toBe(200);
    const moderatorId = await signedUpMember("resetmod");
    await testDb.user.update({ where: { clerkId: moderatorId }, data: { role: "MODERATOR" } });
    const member = await testDb.user.findUniqueOrThrow({ where: { clerkId: id } });

    clerk.state.failWrites = true;
    try {
      const refused = await call(moderatorId, "POST", `/api/users/${member.id}/reset-profile`, {});
      expect(refused).toMatchObject({ status: 503, json: { message: "The profile could not be reset. Please try again later." } });
      expect(await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).toMatchObject({ firstName: "Real", imageUrl: member.imageUrl });
    } finally {
      clerk.state.failWrites = false;
    }

    expect(await call(moderatorId, "POST", `/api/users/${member.id}/reset-profile`, {})).toMatchObject({ status: 200, json: { reset: true } });
    expect(clerk.users.get(id)).toMatchObject({ first_name: "", last_name: "", image_url: DEFAULT_IMAGE_URL });
    expect(await testDb.user.findUniqueOrThrow({ where: { clerkId: id } })).toMatchObject({ firstName: null, lastName: null, imageUrl: null });
  });
});
