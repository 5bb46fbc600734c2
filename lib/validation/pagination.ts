import { z } from "zod";
import { decodeCursor } from "@/lib/pagination/cursor";

/**
 * `cursor` of the list calls: present (even empty, for the first page) it asks for keyset
 * pagination, and the answer names the next page in its `x-next-cursor` header. Parsed to null
 * for the first page, else to the position the previous page ended at.
 */
export const cursorSchema = z
  .string()
  .max(500, "cursor is not valid")
  .transform((value, ctx) => {
    if (value === "") return null;
    const position = decodeCursor(value);
    if (!position) ctx.addIssue({ code: "custom", message: "cursor is not valid" });
    return position;
  });

/** A list is paged by keyset or by offset, not both. */
export function oneWayOfPaging(query: { cursor?: unknown; offset: number }) {
  return query.cursor === undefined || query.offset === 0;
}
export const ONE_WAY_OF_PAGING_MESSAGE = "Use either cursor or offset, not both";
