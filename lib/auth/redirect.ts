const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * Only same-site paths: a sign-in never redirects to another origin. The value is resolved the way
 * a browser would (which drops tabs and newlines and reads backslashes as slashes, so
 * "/\t/evil.example" means "//evil.example") and kept only when it stays on this site. The
 * normalized path is returned, and must not itself read as another site: "/.//evil.example"
 * normalizes to "//evil.example", which a browser would take for a host.
 */
export function safeRedirectPath(value: string | null) {
  if (!value?.startsWith("/")) return "/";
  try {
    const url = new URL(value, PROBE_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== PROBE_ORIGIN || !path.startsWith("/") || path.startsWith("//")) return "/";
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : "/";
  } catch {
    return "/";
  }
}
