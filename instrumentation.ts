/**
 * Runs once when the server starts: refuses a production start with the development sign-in on, or
 * with the local Stripe fake (STRIPE_API_URL) or its Stripe.js stand-in (STRIPE_JS_URL) configured,
 * and makes the production server log each error on one line, without a stack trace.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("@/lib/auth/config");
    await import("@/lib/billing/config");
    if (process.env.NODE_ENV === "production") (await import("@/lib/logging/error-line")).logErrorsOnOneLine();
  }
}
