import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
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

/** {@link afterPosition} as an SQL condition over the statement's own key and id columns. */
export function afterPositionSql(key: Prisma.Sql, id: Prisma.Sql, order: "asc" | "desc", position: CursorPosition) {
  const [beyond, atOrBeyond] = order === "desc" ? [Prisma.raw("<"), Prisma.raw("<=")] : [Prisma.raw(">"), Prisma.raw(">=")];
  return Prisma.sql`${key} ${atOrBeyond} ${position.key} AND (${key} ${beyond} ${position.key} OR ${id} ${beyond} ${position.id})`;
}

/** The cursor of the page after `items`, in keyset mode and while the page was full; else null. */
export function nextCursor<T extends { id: string }>(items: readonly T[], limit: number, keyset: boolean, keyOf: (item: T) => Date | string | number) {
  const last = items.at(-1);
  return keyset && last && items.length === limit ? encodeCursor({ key: keyOf(last), id: last.id }) : null;
}
