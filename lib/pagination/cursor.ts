/**
 * Keyset pagination: a page starts right after the last item of the previous one, named by a
 * cursor that is opaque to callers: the base64url of the item's sort key (a timestamp) and id.
 * Shared by the server, which reads cursors, and the forum's "Load more", which makes them.
 */
export interface CursorPosition {
  key: Date;
  id: string;
}

export function encodeCursor({ key, id }: { key: Date | string; id: string }) {
  const json = JSON.stringify([new Date(key).toISOString(), id]);
  return btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const value: unknown = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value;
    if (typeof key !== "string" || typeof id !== "string" || id === "") return null;
    const date = new Date(key);
    return Number.isNaN(date.getTime()) ? null : { key: date, id };
  } catch {
    return null;
  }
}
