import Link from "next/link";

/** What a 404 says: what is missing and the way back to the forum. */
export function NotFoundMessage({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {description && <p className="text-muted">{description}</p>}
      <Link href="/forum" className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
        Back to the forum
      </Link>
    </div>
  );
}
