import Link from "next/link";
import { LockIcon } from "@/components/ui/icons";
import type { ThreadShare } from "@/lib/threads/thread-share";

interface SignedOutThreadPreviewProps {
  share: ThreadShare;
  /** The thread's path, to come back to after signing in. */
  returnTo: string;
  /** Send the browser on to sign in at once (left out for link-preview crawlers). */
  redirect: boolean;
}

/**
 * A shared thread link opened signed out: the share tags carry the preview (see the page's
 * metadata) and this shows only what they show. The thread itself is for members, so the browser
 * goes on to sign in (a meta refresh: the CSP allows no inline script) and comes back here.
 */
export function SignedOutThreadPreview({ share, returnTo, redirect }: SignedOutThreadPreviewProps) {
  const signInUrl = `/auth?${new URLSearchParams({ redirect_url: returnTo })}`;
  return (
    <article aria-labelledby="thread-preview-title" className="mx-auto max-w-2xl rounded-lg border border-line bg-panel p-6">
      {redirect && <meta httpEquiv="refresh" content={`0;url=${signInUrl}`} />}
      <p className="text-sm text-muted">{share.categoryName}</p>
      <h1 id="thread-preview-title" className="mt-1 break-words text-2xl font-bold">
        {share.title}
      </h1>
      <p className="mt-1 text-sm text-muted">by {share.authorUsername}</p>
      <p className="mt-4 whitespace-pre-line break-words text-zinc-300">{share.description}</p>
      <Link href={signInUrl} className="mt-6 inline-flex min-h-11 items-center gap-2 rounded bg-brand px-4 font-semibold">
        <LockIcon className="h-4 w-4" />
        Sign in to read and reply
      </Link>
    </article>
  );
}
