import { redirect } from "next/navigation";
import { ClerkProvider, SignIn } from "@clerk/nextjs";
import { getViewer } from "@/lib/auth/viewer";
import { clerkConfig, devLoginEnabled } from "@/lib/auth/config";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { DevSignIn } from "@/components/auth/dev-sign-in";

export const metadata = { title: "Sign in" };

/** The sign-in / sign-up screen (also /login and /register). Signed-in visitors go on to the forum. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ redirect_url?: string }> }) {
  const { redirect_url } = await searchParams;
  const redirectTo = safeRedirectPath(redirect_url ?? null);
  if (await getViewer()) redirect(redirectTo);

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-8 px-4 py-10">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">Now Open for Registration</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight">
          FIGHT<span className="text-brand">FORUM</span>
        </h1>
        <p className="mt-2 text-muted">The forum for MMA fans, pro fighters and industry insiders.</p>
      </header>
      <section aria-labelledby="sign-in-title" className="mx-auto w-full max-w-md rounded-lg border border-line bg-panel p-6">
        <h2 id="sign-in-title" className="text-xl font-bold">
          Sign in
        </h2>
        {devLoginEnabled ? (
          <DevSignIn redirectTo={redirectTo} />
        ) : (
          <ClerkProvider publishableKey={clerkConfig.publishableKey}>
            <SignIn routing="hash" forceRedirectUrl={redirectTo} />
          </ClerkProvider>
        )}
      </section>
    </main>
  );
}
