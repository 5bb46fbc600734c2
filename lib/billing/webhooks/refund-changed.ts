import "server-only";
import type Stripe from "stripe";
import { fetchRefundRevenue, recordRevenue } from "@/lib/payouts/ledger";
import type { WebhookHandler } from "./customer-plan";

/**
 * `refund.created` and `refund.updated`: a refund that went through is recorded in the payouts ledger
 * as negative revenue (once; in the next open month when its own month is closed).
 */
export const refundChanged: WebhookHandler<Stripe.RefundCreatedEvent | Stripe.RefundUpdatedEvent> = async (event) => {
  const revenue = await fetchRefundRevenue(event.data.object.id);
  if (!revenue) return null;
  return (tx) => recordRevenue(tx, revenue);
};
