const FREE_FEATURES = ["Read forums", "View ranked users", "Like member posts"];
const BASIC_FEATURES = [
  "See and reply to pro fighter posts",
  "Accumulate Fight Cred",
  "Vote in robbery insurance polls",
  "Early access to features",
  "Create posts and replies",
  "Support active fighters",
];

/** Free versus Basic (SPEC.md section 1). */
export function PlanCards() {
  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="text-center text-2xl font-bold">
        Pick your corner
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <article className="rounded-lg border border-line bg-panel p-6">
          <h3 className="text-xl font-bold">Free</h3>
          <p className="mt-1 text-3xl font-black">$0</p>
          <ul className="mt-4 space-y-2 text-sm">
            {FREE_FEATURES.map((feature) => (
              <li key={feature}>✓ {feature}</li>
            ))}
          </ul>
        </article>
        <article className="rounded-lg border-2 border-brand bg-panel p-6">
          <h3 className="text-xl font-bold">Basic</h3>
          <p className="mt-1 text-3xl font-black">
            $5.00<span className="text-base font-normal text-muted"> / month</span>
          </p>
          <p className="mt-1 text-sm text-muted">Billed monthly, cancel any time.</p>
          <p className="mt-2 rounded bg-brand/20 px-2 py-1 text-sm font-semibold text-red-200">
            Launch promo: get a whole FREE YEAR, then $5 per month.
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            {BASIC_FEATURES.map((feature) => (
              <li key={feature}>✓ {feature}</li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
