import "server-only";
import { encodeCursor, type CursorPosition } from "./cursor";

/**
 * A Prisma filter for the rows after `position` in (key, id) order. The bound on the key alone
 * lets the index on (…, key, id) start its scan right at the position; the OR then breaks ties
 * between rows with the same key by id.
 */
export function afterPosition<Where>(key: string, order: "asc" | "desc", position: CursorPosition) {
  const [beyond, atOrBeyond] = order === "desc" ? ["lt", "lte"] : ["gt", "gte"];
  return {
    AND: [
      { [key]: { [atOrBeyond]: position.key } },
      { OR: [{ [key]: { [beyond]: position.key } }, { id: { [beyond]: position.id } }] },
    ],
  } as Where;
}

/** The cursor of the page after `items`, in keyset mode and while the page was full; else null. */
export function nextCursor<T extends { id: string }>(items: readonly T[], limit: number, keyset: boolean, keyOf: (item: T) => Date | string | number) {
  const last = items.at(-1);
  return keyset && last && items.length === limit ? encodeCursor({ key: keyOf(last), id: last.id }) : null;
}
