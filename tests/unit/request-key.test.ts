import { describe, expect, it } from "vitest";
import { submissionKeys } from "@/lib/http/request-key";
import { requestKeyOf, requestKeySchema } from "@/lib/validation/request-key";

describe("a form's request keys", () => {
  it("keeps the key while the same body is sent again, and takes a new one for another body or after a success", () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ content: "Same words." });
    expect(keys.keyFor({ content: "Same words." })).toBe(first);
    const other = keys.keyFor({ content: "Other words." });
    expect(other).not.toBe(first);
    // Back to the first words: a new request, not the first one's retry.
    expect(keys.keyFor({ content: "Same words." })).not.toBe(first);

    const beforeSuccess = keys.keyFor({ content: "Posted." });
    keys.succeeded();
    expect(keys.keyFor({ content: "Posted." })).not.toBe(beforeSuccess);
  });

  it("makes keys the server accepts, different each time", () => {
    const made = new Set(Array.from({ length: 50 }, () => submissionKeys().keyFor({})));
    expect(made.size).toBe(50);
    for (const key of made) expect(requestKeySchema.safeParse(key).success).toBe(true);
  });

  it("reads the header, absent or well formed, and refuses anything else", () => {
    expect(requestKeyOf(new Headers())).toBeUndefined();
    expect(requestKeyOf(new Headers({ "Idempotency-Key": "a1B2-c3D4_e5F6g7H8" }))).toBe("a1B2-c3D4_e5F6g7H8");
    for (const bad of ["", "too-short", "x".repeat(101), "spaces are not allowed here", "key/with/slashes/in/it"]) {
      expect(() => requestKeyOf(new Headers({ "Idempotency-Key": bad }))).toThrow("Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores");
    }
  });
});
