import { z } from "zod";
import { decodeCursor, type CursorPosition } from "@/lib/pagination/cursor";

/**
 * `cursor` of the list calls: present (even empty, for the first page) it asks for keyset
 * pagination, and the answer names the next page in its `x-next-cursor` header. Parsed to null
 * for the first page, else to the position the previous page ended at: a time for lists in time
 * order (`cursorSchema`), a time or a score for lists that may be ranked (`rankedCursorSchema`,
 * whose schema checks the kind against its sort), a score for lists ranked only (`scoreCursorSchema`).
 */
function positionSchema<Position extends CursorPosition>(accepts: (position: CursorPosition) => position is Position) {
  return z
    .string()
    .max(500, "cursor is not valid")
    .transform((value, ctx): Position | null => {
      if (value === "") return null;
      const position = decodeCursor(value);
      if (position && accepts(position)) return position;
      ctx.addIssue({ code: "custom", message: "cursor is not valid" });
      return z.NEVER;
    });
}

export const cursorSchema = positionSchema((position): position is { key: Date; id: string } => position.key instanceof Date);
export const rankedCursorSchema = positionSchema((position): position is CursorPosition => position !== null);
export const scoreCursorSchema = positionSchema((position): position is { key: number; id: string } => typeof position.key === "number");

/** A list is paged by keyset or by offset, not both. */
export function oneWayOfPaging(query: { cursor?: unknown; offset: number }) {
  return query.cursor === undefined || query.offset === 0;
}
export const ONE_WAY_OF_PAGING_MESSAGE = "Use either cursor or offset, not both";

/** `limit` of a list call: a whole number from 1 to `max` (50 unless said), `pageSize` when absent. */
export function pageLimitSchema(pageSize: number, max = 50) {
  const message = `limit must be between 1 and ${max}`;
  return z.coerce.number({ error: "limit must be a number" }).int(message).min(1, message).max(max, message).default(pageSize);
}

/** `offset` of a list paged by offset: a whole number from 0, 0 when absent. */
export const offsetSchema = z.coerce
  .number({ error: "offset must be a number" })
  .int("offset must be a whole number")
  .min(0, "offset must not be negative")
  .max(1_000_000, "offset is too large")
  .default(0);
