import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { listRepliesQuerySchema } from "@/lib/validation/replies";
import { listThreadsQuerySchema } from "@/lib/validation/threads";

describe("pagination cursors", () => {
  it("name a position by sort key and id, in URL-safe characters", () => {
    const cursor = encodeCursor({ key: "2026-03-05T10:20:30.456Z", id: "cm_thread?+/1" });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ key: new Date("2026-03-05T10:20:30.456Z"), id: "cm_thread?+/1" });
    expect(encodeCursor({ key: new Date("2026-03-05T10:20:30.456Z"), id: "a" })).toBe(encodeCursor({ key: "2026-03-05T10:20:30.456Z", id: "a" }));
  });

  it("are refused when they are not ours", () => {
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of ["", "%%%", "bm90IGpzb24", raw(["not a date", "id"]), raw(["2026-03-05T10:20:30.456Z", ""]), raw(["2026-03-05T10:20:30.456Z", 7]), raw([1, 2, 3]), raw({})]) {
      expect(decodeCursor(cursor), cursor).toBeNull();
    }
  });

  it("are read by the list queries: empty asks for the first page, and never with an offset", () => {
    const cursor = encodeCursor({ key: "2026-03-05T10:20:30.456Z", id: "a" });
    expect(listThreadsQuerySchema.parse({}).cursor).toBeUndefined();
    expect(listThreadsQuerySchema.parse({ cursor: "" }).cursor).toBeNull();
    expect(listThreadsQuerySchema.parse({ cursor }).cursor).toEqual({ key: new Date("2026-03-05T10:20:30.456Z"), id: "a" });
    expect(listRepliesQuerySchema.safeParse({ cursor: "zzz" }).error?.issues[0].message).toBe("cursor is not valid");
    expect(listRepliesQuerySchema.safeParse({ cursor, offset: "10" }).error?.issues[0].message).toBe("Use either cursor or offset, not both");
    expect(listThreadsQuerySchema.safeParse({ cursor: "", offset: "0" }).success).toBe(true);
  });
});
