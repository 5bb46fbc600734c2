/**
 * Text the database can store as given: PostgreSQL's text cannot hold NUL (it would fail the query),
 * and an unpaired UTF-16 surrogate has no UTF-8 form (it would be silently stored as U+FFFD).
 * Every string a request carries (path, query, JSON body) is checked against this before use.
 */
export function isStorableText(value: string) {
  return !value.includes("\u0000") && value.isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";
