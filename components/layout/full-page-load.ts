/**
 * Leaves for a fresh document at `path` rather than a client navigation: SPEC.md has upgrades reach
 * /checkout by a full page load (Stripe.js starts clean there), and leaving after sign-out or an
 * account deletion drops everything the browser held for the member.
 */
export function fullPageLoad(path: string) {
  window.location.assign(path);
}
