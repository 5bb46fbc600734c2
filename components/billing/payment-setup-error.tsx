import Link from "next/link";

/** /checkout when no checkout could be prepared (SPEC.md section 2). */
export function PaymentSetupError({ message, signedOut = false }: { message: string; signedOut?: boolean }) {
  if (signedOut) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-lg border border-line bg-panel p-6 text-center">
        <p className="font-semibold">Payment Features Unavailable - Please sign in to access checkout features.</p>
        <Link href="/auth?redirect_url=%2Fcheckout" className="mt-4 inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-red-400 bg-red-950 p-6 text-center text-red-50">
      <h1 className="text-xl font-bold">Payment Setup Error</h1>
      <p className="mt-2">{message}</p>
    </div>
  );
}
