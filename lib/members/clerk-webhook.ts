import "server-only";
import { NextRequest } from "next/server";
import { verifyWebhook, type WebhookEvent } from "@clerk/nextjs/webhooks";
import { db, type Prisma } from "@/lib/db";
import { applyDeliveryOnce } from "@/lib/webhooks/deliveries";
import { badRequest, payloadTooLarge, serviceUnavailable } from "@/lib/http/errors";
import { BODY_LIMITS } from "@/lib/http/body-limits";
import { readTextAtMost } from "@/lib/http/read-body";
import { deleteUnreferencedMedia } from "@/lib/media/orphaned-media";
import { syncUserFromIdentity } from "@/lib/members/sync-user";
import { clerkDeletedUserSchema, clerkUserSchema } from "@/lib/validation/members";
import { cancelSubscriptionsOfLeavingMember } from "./delete-account";
import { eraseMember } from "./erase-member";
import { env } from "@/lib/env";

/** A Clerk webhook delivery whose signature (Svix, CLERK_WEBHOOK_SIGNING_SECRET) checks out. */
async function verifiedClerkEvent(req: NextRequest) {
  const signingSecret = env.CLERK_WEBHOOK_SIGNING_SECRET;
  if (!signingSecret) throw serviceUnavailable("Clerk webhooks are not configured");
  const payload = await readTextAtMost(req, BODY_LIMITS.clerkWebhook, () => payloadTooLarge("Webhook payload is too large"));
  try {
    // Clerk's check reads the body again: it gets the bounded copy.
    const event = await verifyWebhook(new NextRequest(req.url, { method: req.method, headers: req.headers, body: payload }), { signingSecret });
    return { id: req.headers.get("svix-id")!.trim(), event };
  } catch {
    throw badRequest("Invalid webhook signature", "INVALID_SIGNATURE");
  }
}

/** What an event needs done outside the database transaction, first: a deleted member's Stripe subscriptions are cancelled. */
async function prepareClerkEvent(event: WebhookEvent) {
  if (event.type !== "user.deleted") return;
  const { id: clerkId } = clerkDeletedUserSchema.parse(event.data);
  // A redelivered event finds the member already gone and calls Stripe no more.
  const member = await db.user.findUnique({ where: { clerkId }, select: { stripeCustomerId: true } });
  if (member) await cancelSubscriptionsOfLeavingMember(member);
}

/** Applies the event; returns the URLs of the media rows it removed, whose files go after the commit. */
async function applyClerkEvent(tx: Prisma.TransactionClient, event: WebhookEvent): Promise<string[]> {
  switch (event.type) {
    case "user.created":
    case "user.updated": {
      const { clerkId, identity } = clerkUserSchema.parse(event.data);
      await syncUserFromIdentity(clerkId, identity, tx);
      return [];
    }
    case "user.deleted": {
      const { id: clerkId } = clerkDeletedUserSchema.parse(event.data);
      const user = await tx.user.findUnique({ where: { clerkId }, select: { id: true } });
      return user ? eraseMember(tx, user.id) : [];
    }
    default:
      return [];
  }
}

/**
 * Keeps our profiles in step with Clerk: `user.created` / `user.updated` sync the profile,
 * `user.deleted` cancels the member's subscriptions and erases their data. Each delivery is recorded
 * with its effect in one transaction, so a redelivered event changes nothing; other event types are
 * recorded and ignored.
 */
export async function receiveClerkWebhook(req: NextRequest) {
  const { id, event } = await verifiedClerkEvent(req);
  await prepareClerkEvent(event);
  // Erasing a member with many posts takes a while.
  const delivery = await applyDeliveryOnce({ id, source: "clerk", type: event.type }, (tx) => applyClerkEvent(tx, event), { timeoutMs: 60_000 });
  if (delivery.applied) await deleteUnreferencedMedia(delivery.result);
  return { received: true, duplicate: !delivery.applied };
}
