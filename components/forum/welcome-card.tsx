import Link from "next/link";
import { FreeYearNote } from "@/components/billing/free-year-note";
import { DismissibleWelcome, SubscriptionButton } from "./newcomer-only";

const TITLE_ID = "welcome-title";

/**
 * A new member's first steps: complete the profile, and (on the free plan) what Basic unlocks.
 * Rendered on the server; only its frame with the dismiss button and the plans button run in the browser.
 */
export function WelcomeCard({ username, isPaid }: { username: string; isPaid: boolean }) {
  return (
    <DismissibleWelcome titleId={TITLE_ID}>
      <h2 id={TITLE_ID} className="text-lg font-bold">
        Welcome to Fight Forum, @{username}!
      </h2>
      <p className="text-sm text-zinc-300">Start with your profile: a picture, your name and where fans can follow you.</p>
      {!isPaid && (
        <>
          <p className="text-sm text-zinc-300">Reading and reacting are free. Basic unlocks posting, replying and pro fighters&apos; premium posts.</p>
          <FreeYearNote />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Link href="/account" className="flex min-h-11 items-center rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          Complete your profile
        </Link>
        {!isPaid && <SubscriptionButton>See what Basic unlocks</SubscriptionButton>}
      </div>
    </DismissibleWelcome>
  );
}
