import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ONLY_JWT_PUBLIC_KEY } from "@/lib/auth/dev-keys";
import { signDevToken } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { startFakeClerkApi, type FakeClerkUser } from "@/fakes/clerk-api";

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
