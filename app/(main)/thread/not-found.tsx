import Link from "next/link";

export default function ThreadNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Thread not found. Please check the URL and try again.</h1>
      <Link href="/forum" className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold">
        Back to the forum
      </Link>
    </div>
  );
}
