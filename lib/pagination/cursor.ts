/**
 * Keyset pagination: a page starts right after the last item of the previous one, named by a
 * cursor that is opaque to callers: the base64url of the item's sort key (a timestamp, or a score
 * for the hot and top lists) and id. Shared by the server, which reads cursors, and the forum's
 * "Load more", which makes them.
 */
export interface CursorPosition {
  key: Date | number;
  id: string;
}

/** Any JSON value as an opaque, URL-safe token (base64url). */
export function encodeToken(value: unknown) {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The JSON value a token holds, or undefined when it is not a token of ours. */
export function decodeToken(token: string): unknown {
  try {
    return JSON.parse(atob(token.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return undefined;
  }
}

export function encodeCursor({ key, id }: { key: Date | string | number; id: string }) {
  return encodeToken([typeof key === "number" ? key : new Date(key).toISOString(), id]);
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorPosition | null {
  const value = decodeToken(cursor);
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value;
  if (typeof id !== "string" || id === "") return null;
  if (typeof key === "number") return Number.isFinite(key) ? { key, id } : null;
  if (typeof key !== "string") return null;
  const date = new Date(key);
  return Number.isNaN(date.getTime()) ? null : { key: date, id };
}

/**
 * The URL of a keyset-paged list's first page (`previous` null) or of the page after `previous`,
 * which starts right after its last item (its time, or its score); null when `previous` was the
 * last page (not full).
 */
export function keysetPageUrl<Item extends { id: string }>(
  path: string,
  params: Record<string, string>,
  pageSize: number,
  previous: Item[] | null,
  keyOf: (item: Item) => string | number,
) {
  const query = new URLSearchParams({ ...params, limit: String(pageSize), cursor: "" });
  if (previous) {
    const last = previous.at(-1);
    if (!last || previous.length < pageSize) return null;
    query.set("cursor", encodeCursor({ key: keyOf(last), id: last.id }));
  }
  return `${path}?${query}`;
}
