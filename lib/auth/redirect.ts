const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * Only same-site paths: a sign-in never redirects to another origin. The value is resolved the way
 * a browser would (which drops tabs and newlines, so "/\t/evil.example" means "//evil.example")
 * and kept only when it stays on this site; the normalized path is returned.
 */
export function safeRedirectPath(value: string | null) {
  if (!value?.startsWith("/")) return "/";
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
