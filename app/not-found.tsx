import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link href="/forum" className="rounded bg-brand px-4 py-2 font-semibold">
        Back to the forum
      </Link>
    </main>
  );
}
