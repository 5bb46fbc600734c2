/**
 * Links members supply (social links, links in posts) are shown only when they are absolute
 * http(s) URLs: a `javascript:` or `data:` URL in an href runs script when clicked.
 */
export function httpUrlOrNull(value: string | null) {
  const address = value?.trim();
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === "http:" || protocol === "https:" ? address : null;
  } catch {
    return null;
  }
}
