import "server-only";
import type Stripe from "stripe";
import { applyTransfer } from "@/lib/payouts/transfers";
import { callStripe } from "../stripe";
import type { WebhookHandler } from "./customer-plan";

type TransferEvent = Stripe.TransferCreatedEvent | Stripe.TransferUpdatedEvent | Stripe.TransferReversedEvent;

/** `transfer.created`, `.updated` and `.reversed`: a fighter's payout status follows the transfer as Stripe has it. */
export const transferChanged: WebhookHandler<TransferEvent> = async (event) => {
  const transfer = await callStripe((stripe) => stripe.transfers.retrieve(event.data.object.id));
  return (tx) => applyTransfer(tx, transfer);
};
