import Link from "next/link";
import { LockIcon } from "@/components/ui/icons";

interface SharedLinkPreviewProps {
  /** Above the title: a thread's category, an event's time and venue. */
  kicker: string;
  title: string;
  /** Under the title: a thread's author. */
  byline?: string;
  description: string;
  /** What members do there, on the sign-in button: "Sign in to read and reply". */
  action: string;
  /** The page's path, to come back to after signing in. */
  returnTo: string;
  /** Send the browser on to sign in at once (left out for link-preview crawlers). */
  redirect: boolean;
}

/**
 * A shared link (a thread, an event) opened signed out: the share tags carry the preview (see the
 * page's metadata) and this shows only what they show. The page itself is for members, so the
 * browser goes on to sign in (a meta refresh: the CSP allows no inline script) and comes back.
 */
export function SharedLinkPreview({ kicker, title, byline, description, action, returnTo, redirect }: SharedLinkPreviewProps) {
  const signInUrl = `/auth?${new URLSearchParams({ redirect_url: returnTo })}`;
  return (
    <article aria-labelledby="shared-link-title" className="mx-auto max-w-2xl rounded-lg border border-line bg-panel p-6">
      {redirect && <meta httpEquiv="refresh" content={`0;url=${signInUrl}`} />}
      <p className="text-sm text-muted">{kicker}</p>
      <h1 id="shared-link-title" className="mt-1 break-words text-2xl font-bold">
        {title}
      </h1>
      {byline && <p className="mt-1 text-sm text-muted">{byline}</p>}
      <p className="mt-4 whitespace-pre-line break-words text-zinc-300">{description}</p>
      <Link href={signInUrl} className="mt-6 inline-flex min-h-11 items-center gap-2 rounded bg-brand px-4 font-semibold">
        <LockIcon className="h-4 w-4" />
        {action}
      </Link>
    </article>
  );
}
