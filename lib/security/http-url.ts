/**
 * Links members supply (social links) are shown only when they are absolute http(s) URLs: a
 * `javascript:` or `data:` URL in an href runs script when clicked.
 */
export function httpUrlOrNull(value: string | null) {
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}
