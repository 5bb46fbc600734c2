import "server-only";
import type Stripe from "stripe";
import { cancelOpenSubscriptions } from "./cancel-subscriptions";
import { callStripe, idOf } from "./stripe";

/** The payment intent of the customer's latest invoice that took money, or null (e.g. a free promo year). */
async function latestPaidPaymentIntent(stripe: Stripe, customerId: string) {
  const invoices = await stripe.invoices.list({ customer: customerId, status: "paid", limit: 10 });
  const invoice = invoices.data.find((candidate) => candidate.amount_paid > 0);
  if (!invoice) return null;
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: "paid", limit: 1 });
  const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
  return paymentIntent ? { invoiceId: invoice.id, paymentIntent } : null;
}

/**
 * For a ban (SPEC.md terms): cancels the customer's subscriptions now and refunds their latest payment
 * in full (the only plan is monthly). Idempotency keys make a retried ban refund once.
 */
export async function cancelSubscriptionsAndRefundLatestPayment(customerId: string, userId: string) {
  return callStripe(async (stripe) => {
    const canceled = await cancelOpenSubscriptions(stripe, customerId, "ban");
    const payment = await latestPaidPaymentIntent(stripe, customerId);
    const refund = payment
      ? await stripe.refunds
          .create(
            { payment_intent: payment.paymentIntent, metadata: { reason: "member_banned", userId } },
            { idempotencyKey: `ban-refund-${payment.invoiceId}` },
          )
          .catch((error: Stripe.errors.StripeError) => {
            // Refunded by an earlier ban: nothing more to give back.
            if (error.code === "charge_already_refunded") return null;
            throw error;
          })
      : null;
    return {
      canceledSubscriptions: canceled,
      refund: refund && { id: refund.id, amount: refund.amount, currency: refund.currency, status: refund.status },
    };
  });
}
