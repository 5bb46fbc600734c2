import { createHmac } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { api, tokenFor } from "./api";
import { testDb } from "./db";

let sequence = 0;

/** A username no other test uses, in this process or another one sharing the database (3–30 letters, digits, underscores). */
export function uniqueUsername(prefix: string) {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36).slice(-6)}${process.pid.toString(36)}${sequence}`.toLowerCase().slice(0, 30);
}

/** A new member, created through the development sign-in (a free USER), then given `data`. */
export async function createMemberWith(prefix: string, data: Prisma.UserUpdateInput = {}) {
  const username = uniqueUsername(prefix);
  await tokenFor(username);
  return testDb.user.update({ where: { username }, data });
}

/** The private field names or values a public answer carries: expected to be none. */
export function privateFieldsIn(json: unknown) {
  const text = JSON.stringify(json);
  return ["email", "planType", "stripe", "subscription", "@fightforum.example", "clerkId"].filter((needle) =>
    text.toLowerCase().includes(needle.toLowerCase()),
  );
}

/** The headers Svix puts on a Clerk webhook delivery, signed with the test server's signing secret. */
export function clerkWebhookHeaders(id: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const secret = process.env.CLERK_WEBHOOK_SIGNING_SECRET;
  if (!secret) throw new Error("CLERK_WEBHOOK_SIGNING_SECRET is not set for the tests");
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "svix-id": id, "svix-timestamp": String(timestamp), "svix-signature": `v1,${signature}` };
}

/** Delivers a signed Clerk webhook event to the server. */
export function sendClerkWebhook(id: string, event: { type: string; data: unknown }) {
  const body = JSON.stringify({ object: "event", ...event, timestamp: Date.now(), instance_id: "ins_test" });
  return api("/api/webhooks/clerk", { body, headers: clerkWebhookHeaders(id, body) });
}
