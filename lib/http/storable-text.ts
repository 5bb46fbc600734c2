/**
 * Text the database can store as given: PostgreSQL's text cannot hold NUL (it would fail the query),
 * and an unpaired UTF-16 surrogate has no UTF-8 form (it would be silently stored as U+FFFD).
 * Every string a request carries (path, query, JSON body) is checked against this before use.
 */
export function isStorableText(value: string) {
  return !value.includes("\u0000") && value.isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

/**
 * Path segments and query values reach database queries (a thread id, a username): text the
 * database cannot store would fail there, so it is refused up front, by proxy.ts for pages and by
 * `handler()` for API calls. Returns what is wrong with the address, or null.
 */
export function addressProblem(url: URL) {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return "The address is not valid percent-encoded UTF-8";
  }
  return [path, ...[...url.searchParams].flat()].every(isStorableText) ? null : UNSTORABLE_TEXT_MESSAGE;
}
