import Link from "next/link";
import { redirect } from "next/navigation";
import { ClerkProvider, SignIn } from "@clerk/nextjs";
import { getViewer } from "@/lib/auth/viewer";
import { clerkConfig, devLoginEnabled } from "@/lib/auth/config";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { DevSignIn } from "@/components/auth/dev-sign-in";
import { Benefits } from "@/components/landing/benefits";
import { PlanCards } from "@/components/landing/plan-cards";
import { TestimonialsCarousel } from "@/components/landing/testimonials-carousel";
import { sharedLinkOf } from "@/lib/sharing/shared-link";

export const metadata = {
  title: "Join the MMA community",
  description: "Fight Forum: the MMA forum for fans, pro fighters and industry insiders. Now open for registration.",
};

/** The logged-out landing and sign-in page (also /login and /register). Signed-in visitors go on. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ redirect_url?: string }> }) {
  const { redirect_url } = await searchParams;
  const redirectTo = safeRedirectPath(redirect_url ?? null);
  if (await getViewer()) redirect(redirectTo);
  const sharedLink = await sharedLinkOf(redirectTo);

  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-12 px-4 py-10">
        <header className="text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-red-400">Now Open for Registration</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">
            FIGHT<span className="text-red-400">FORUM</span>
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-muted">
            The forum for MMA fans, pro fighters and industry insiders. Earn Fight Cred and climb the ranks from
            Amateur to Champion.
          </p>
        </header>

        {sharedLink && (
          <section aria-labelledby="shared-link-title" className="mx-auto w-full max-w-md rounded-lg border border-brand/60 bg-brand/10 p-4">
            <p className="text-sm text-muted">{sharedLink.lead}</p>
            <h2 id="shared-link-title" className="mt-1 break-words text-lg font-bold">
              {sharedLink.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{sharedLink.detail}</p>
          </section>
        )}

        <section aria-labelledby="sign-in-title" className="mx-auto w-full max-w-md rounded-lg border border-line bg-panel p-6">
          <h2 id="sign-in-title" className="text-xl font-bold">
            Sign in or create your account
          </h2>
          {devLoginEnabled ? (
            <DevSignIn redirectTo={redirectTo} />
          ) : (
            <ClerkProvider publishableKey={clerkConfig.publishableKey}>
              <SignIn routing="hash" forceRedirectUrl={redirectTo} signUpForceRedirectUrl={redirectTo} />
            </ClerkProvider>
          )}
        </section>

        <Benefits />
        <PlanCards />
        <TestimonialsCarousel />
      </main>
      <footer className="border-t border-line bg-panel text-sm text-muted">
        <nav aria-label="Legal" className="mx-auto flex max-w-5xl flex-wrap justify-center gap-6 px-4 py-6">
          <Link href="/terms" className="py-3">Terms</Link>
          <Link href="/privacy" className="py-3">Privacy</Link>
          <Link href="/terms#contact-us" className="py-3">Contact us</Link>
        </nav>
      </footer>
    </div>
  );
}
