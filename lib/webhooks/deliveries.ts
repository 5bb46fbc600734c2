import "server-only";
import { db, type Prisma } from "@/lib/db";

export interface WebhookDelivery {
  /** The sender's event id (Stripe's `evt_…`, Svix's message id for Clerk). */
  id: string;
  source: "stripe" | "clerk";
  type: string;
}

/** Whether this event was applied already: a cheap check before work outside the database (calls to Stripe). */
export async function wasDelivered(id: string) {
  return (await db.processedWebhookEvent.count({ where: { id } })) > 0;
}

/**
 * Applies a webhook event once: the delivery is recorded in ProcessedWebhookEvent in the same
 * transaction as its effect, so a redelivery, even one running at the same moment (it waits on the
 * first one's row, then finds it), changes nothing. Returns the effect's result, or `applied: false`
 * for a redelivery.
 */
export async function applyDeliveryOnce<Result>(
  delivery: WebhookDelivery,
  apply: (tx: Prisma.TransactionClient) => Promise<Result>,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<{ applied: true; result: Result } | { applied: false }> {
  return db.$transaction(
    async (tx) => {
      const { count } = await tx.processedWebhookEvent.createMany({ data: [delivery], skipDuplicates: true });
      if (count === 0) return { applied: false as const };
      return { applied: true as const, result: await apply(tx) };
    },
    { timeout: timeoutMs },
  );
}
