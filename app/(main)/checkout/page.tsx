import Link from "next/link";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/viewer";
import { loadCheckoutPage } from "@/lib/billing/checkout";
import { HttpError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { CheckoutView } from "@/components/billing/checkout-view";
import { PaymentSetupError } from "@/components/billing/payment-setup-error";

export const metadata = { title: "Upgrade to Basic" };

async function loadPage(viewer: NonNullable<Awaited<ReturnType<typeof getViewer>>>) {
  try {
    await consumeRateLimit("payments", viewer.id);
    return await loadCheckoutPage(viewer);
  } catch (error) {
    if (error instanceof HttpError) return { kind: "failed" as const, message: error.message };
    throw error;
  }
}

/** Upgrade to the Basic plan: plan card, promo code, card payment (SPEC.md section 2). */
export default async function CheckoutPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?redirect_url=%2Fcheckout");
  const page = await loadPage(viewer);

  if (page.kind === "failed") return <PaymentSetupError message={page.message} />;
  if (page.kind === "subscribed") {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-line bg-panel p-6 text-center">
        <h1 className="text-2xl font-bold">You already have the Basic plan</h1>
        <p className="mt-2 text-muted">Manage your subscription from the menu under your avatar.</p>
        <Link href="/forum" className="mt-4 inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
          Go to Forum
        </Link>
      </div>
    );
  }
  return <CheckoutView plan={page.plan} stripeJs={page.stripeJs} testMode={page.testMode} />;
}
