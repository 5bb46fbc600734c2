import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { clerkWebhookHeaders, uniqueUsername, sendClerkWebhook } from "../helpers/members";

function clerkUser(clerkId: string, username: string, overrides: Record<string, unknown> = {}) {
  return {
    id: clerkId,
    object: "user",
    username,
    first_name: "Webhook",
    last_name: "Member",
    image_url: "https://img.clerk.com/webhook.png",
    primary_email_address_id: "idn_primary",
    email_addresses: [
      { id: "idn_other", email_address: "other@example.com" },
      { id: "idn_primary", email_address: `${username.toLowerCase()}@example.com` },
    ],
    ...overrides,
  };
}

const eventId = (name: string) => `msg_${name}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

describe("POST /api/webhooks/clerk", () => {
  it("creates the profile on user.created, once per delivery", async () => {
    const username = uniqueUsername("Hooked");
    const clerkId = `user_hook_${username}`;
    const id = eventId("created");
    const first = await sendClerkWebhook(id, { type: "user.created", data: clerkUser(clerkId, username.toUpperCase()) });
    expect(first).toMatchObject({ status: 200, json: { received: true, duplicate: false } });
    const row = await testDb.user.findUniqueOrThrow({ where: { clerkId } });
    expect(row).toMatchObject({ username, firstName: "Webhook", lastName: "Member", email: `${username}@example.com`, role: "USER", planType: "FREE" });
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id } })).toMatchObject({ source: "clerk", type: "user.created" });

    // A redelivery of the same event changes nothing, even after the profile moved on.
    await testDb.user.update({ where: { clerkId }, data: { firstName: "Changed" } });
    const again = await sendClerkWebhook(id, { type: "user.created", data: clerkUser(clerkId, username) });
    expect(again).toMatchObject({ status: 200, json: { duplicate: true } });
    expect((await testDb.user.findUniqueOrThrow({ where: { clerkId } })).firstName).toBe("Changed");
  });

  it("syncs the profile on user.updated and keeps the username when Clerk's breaks our rules", async () => {
    const username = uniqueUsername("updated");
    const clerkId = `user_hook_${username}`;
    await sendClerkWebhook(eventId("created"), { type: "user.created", data: clerkUser(clerkId, username) });
    const updated = await sendClerkWebhook(eventId("updated"), {
      type: "user.updated",
      data: clerkUser(clerkId, "not-allowed!", { first_name: "Renamed", last_name: null }),
    });
    expect(updated.status).toBe(200);
    expect(await testDb.user.findUniqueOrThrow({ where: { clerkId } })).toMatchObject({ username, firstName: "Renamed", lastName: null });
  });

  it("records and ignores other event types", async () => {
    const id = eventId("session");
    const { status } = await sendClerkWebhook(id, { type: "session.created", data: { id: "sess_1" } });
    expect(status).toBe(200);
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id } })).toMatchObject({ type: "session.created" });
  });

  it("refuses a bad signature, a tampered body, a stale timestamp or missing headers with 400 and changes nothing", async () => {
    const username = uniqueUsername("forged");
    const clerkId = `user_hook_${username}`;
    const body = JSON.stringify({ object: "event", type: "user.created", data: clerkUser(clerkId, username) });
    const signed = clerkWebhookHeaders(eventId("forged"), body);

    const attempts: { body: string; headers: Record<string, string> }[] = [
      { body, headers: { ...signed, "svix-signature": "v1,bm90IGEgcmVhbCBzaWduYXR1cmU=" } },
      { body: body.replace("Webhook", "Tampered"), headers: signed },
      { body, headers: clerkWebhookHeaders(eventId("stale"), body, Math.floor(Date.now() / 1000) - 3600) },
      { body, headers: { "svix-id": signed["svix-id"] } },
      { body, headers: {} },
    ];
    for (const attempt of attempts) {
      const { status, json } = await api("/api/webhooks/clerk", attempt);
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: "INVALID_SIGNATURE", message: "Invalid webhook signature" });
    }
    expect(await testDb.user.findUnique({ where: { clerkId } })).toBeNull();
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id: signed["svix-id"] } })).toBeNull();
  });

  it("answers 400 for a signed event with an unusable user and records nothing", async () => {
    const id = eventId("broken");
    const { status } = await sendClerkWebhook(id, { type: "user.created", data: { object: "user" } });
    expect(status).toBe(400);
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id } })).toBeNull();
  });
});
