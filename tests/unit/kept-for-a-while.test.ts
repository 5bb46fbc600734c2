import { afterEach, describe, expect, it, vi } from "vitest";
import { keptForAWhile } from "@/lib/cache/kept-for-a-while";

/** A computation that counts its calls and answers with the call's number. */
function counted() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("values kept for a while", () => {
  it("answers a key's callers, concurrent ones too, from one computation until it is too old", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const kept = keptForAWhile<number>(1_000);
    const { compute, calls } = counted();
    expect(await Promise.all([kept("a", compute), kept("a", compute)])).toEqual([1, 1]);
    vi.setSystemTime(999);
    expect(await kept("a", compute)).toBe(1);
    vi.setSystemTime(1_000);
    expect(await kept("a", compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it("keeps keys apart", async () => {
    const kept = keptForAWhile<number>(1_000);
    const { compute } = counted();
    expect([await kept("a", compute), await kept("b", compute), await kept("a", compute)]).toEqual([1, 2, 1]);
  });

  it("does not keep a failed computation: the next caller computes again", async () => {
    const kept = keptForAWhile<number>(1_000);
    await expect(kept("a", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(await kept("a", async () => 7)).toBe(7);
  });
});
