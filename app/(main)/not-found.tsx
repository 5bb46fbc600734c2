import Link from "next/link";

/** A page of the site that does not exist, inside the usual header and footer, with the way back. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link href="/forum" className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
        Back to the forum
      </Link>
    </div>
  );
}
