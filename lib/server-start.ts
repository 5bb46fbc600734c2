/**
 * What the Node.js server does once as it starts (instrumentation.ts): refuses an invalid
 * configuration (lib/env.ts), a production start with the development sign-in on, or with the
 * local Stripe fake (STRIPE_API_URL) or its Stripe.js stand-in (STRIPE_JS_URL) configured; refuses
 * bad requests before Next reads their body (lib/http/node-request-guards.ts); and makes the
 * production server log each error on one line, without a stack trace.
 */
export async function startServer() {
  try {
    await import("@/lib/env");
    await import("@/lib/auth/config");
    await import("@/lib/billing/config");
  } catch (error) {
    // Next would log this and serve 500s: a misconfigured server must not start at all.
    console.error(`Fight Forum cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  (await import("@/lib/http/node-request-guards")).installRequestGuards();
  if (process.env.NODE_ENV === "production") (await import("@/lib/logging/error-line")).logErrorsOnOneLine();
}
