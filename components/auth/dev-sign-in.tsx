import { DEMO_ACCOUNTS } from "@/lib/auth/demo-accounts";

/**
 * Development sign-in (AUTH_DEV_LOGIN=1): Clerk's hosted widget cannot load offline, so this lists
 * the demo accounts and signs in with one click, or as a new username (created as a free member).
 */
export function DevSignIn({ redirectTo }: { redirectTo: string }) {
  const loginHref = (username: string) =>
    `/api/dev/login?${new URLSearchParams({ as: username, redirect_url: redirectTo })}`;
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-muted">Development sign-in: choose a demo account.</p>
      <ul className="space-y-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username}>
            <a
              href={loginHref(account.username)}
              className="flex min-h-11 items-center justify-between gap-3 rounded border border-line px-3 py-2 hover:border-brand"
            >
              <span className="font-semibold">Sign in as {account.username}</span>
              <span className="text-right text-xs text-muted">{account.description}</span>
            </a>
          </li>
        ))}
      </ul>
      <form action="/api/dev/login" method="get" className="space-y-2">
        <input type="hidden" name="redirect_url" value={redirectTo} />
        <label htmlFor="dev-username" className="block text-sm font-semibold">
          Or sign in as a new username
        </label>
        <div className="flex gap-2">
          <input
            id="dev-username"
            name="as"
            required
            minLength={3}
            maxLength={30}
            pattern="[A-Za-z0-9_]+"
            placeholder="username"
            className="min-h-11 min-w-0 flex-1 rounded border border-line bg-ink px-3"
          />
          <button type="submit" className="min-h-11 shrink-0 rounded bg-brand px-4 font-semibold">
            Sign in
          </button>
        </div>
      </form>
    </div>
  );
}
