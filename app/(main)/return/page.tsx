import Link from "next/link";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/viewer";
import { getCheckoutSessionStatus } from "@/lib/billing/checkout";
import { syncPlanFromStripe } from "@/lib/billing/subscriptions";
import { HttpError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";

export const metadata = { title: "Subscription" };

async function checkoutStatus(viewer: NonNullable<Awaited<ReturnType<typeof getViewer>>>, sessionId: string) {
  try {
    await consumeRateLimit("payments", viewer.id);
    return { found: true as const, ...(await getCheckoutSessionStatus(viewer, sessionId)) };
  } catch (error) {
    if (error instanceof HttpError) return { found: false as const, message: error.message };
    throw error;
  }
}

/** After payment: an open session goes back to /checkout, a complete one thanks the member. */
export default async function ReturnPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const { session_id: sessionId } = await searchParams;
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?redirect_url=%2Fcheckout");
  if (!sessionId) redirect("/checkout");
  const result = await checkoutStatus(viewer, sessionId);
  if (result.found && result.status === "open") redirect("/checkout");

  if (result.found && result.status === "complete") {
    // The webhook may still be on its way: read the new plan from Stripe now.
    await syncPlanFromStripe(viewer).catch((error: unknown) => console.error(`[billing] plan sync after checkout failed: ${String(error)}`));
    return (
      <section className="mx-auto max-w-xl rounded-lg border border-line bg-panel p-8 text-center">
        <h1 className="text-2xl font-bold">Thank you for subscribing!</h1>
        <p className="mt-2 text-muted">
          Your Basic plan is active{result.customer_email ? `. A receipt is on its way to ${result.customer_email}` : ""}. You can now
          create posts and replies and see pro fighter posts.
        </p>
        <Link href="/forum" className="mt-6 inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold">
          Go to Forum
        </Link>
      </section>
    );
  }
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-lg border border-line bg-panel p-8 text-center">
      <h1 className="text-2xl font-bold">Your checkout did not complete</h1>
      <p className="mt-2 text-muted">{result.found ? "This checkout session has expired." : result.message}</p>
      <Link href="/checkout" className="mt-6 inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold">
        Back to checkout
      </Link>
    </section>
  );
}
