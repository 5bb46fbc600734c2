import "server-only";
import Stripe from "stripe";
import { HttpError, badRequest, notFound, serviceUnavailable } from "@/lib/http/errors";
import { billingConfig } from "./config";
import { createStripeClient } from "./client";

let client: Stripe | undefined;

function stripeClient() {
  if (!billingConfig.secretKey) throw serviceUnavailable("Payments are not configured on this server.");
  return (client ??= createStripeClient(billingConfig.secretKey, billingConfig.apiUrl));
}

/** Stripe's answer as the API's own error: a missing object is 404, bad input 400, an outage 503. */
function toHttpError(error: unknown) {
  if (error instanceof HttpError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return error.statusCode === 404 ? notFound(error.message) : badRequest(error.message, "PAYMENT_REQUEST_INVALID");
  }
  console.error(`[billing] Stripe call failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  return serviceUnavailable("Payments are temporarily unavailable. Please try again shortly.");
}

/** Runs calls to Stripe and maps their failures to HttpErrors. */
export async function callStripe<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await run(stripeClient());
  } catch (error) {
    throw toHttpError(error);
  }
}

export { idOf } from "./client";
