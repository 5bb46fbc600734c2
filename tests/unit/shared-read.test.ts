import { describe, expect, it } from "vitest";
import { nextMoment, sharedRead } from "@/lib/live/shared-read";

/** A read that counts its calls and answers with the call's number. */
function countedRead() {
  let calls = 0;
  return {
    read: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

describe("reads shared by a topic's streams", () => {
  it("serves every stream woken by the same announcement with one read, begun after it", async () => {
    const { read, calls } = countedRead();
    const wokenAt = nextMoment();
    const answers = await Promise.all([sharedRead("thread:a", wokenAt, read), sharedRead("thread:a", wokenAt, read)]);
    // A stream held back by its read gap comes later, for the same announcement.
    answers.push(await sharedRead("thread:a", wokenAt, read));
    expect(answers).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it("reads again for a stream woken after the shared read began, and keeps keys apart", async () => {
    const { read, calls } = countedRead();
    expect(await sharedRead("thread:b", nextMoment(), read)).toBe(1);
    expect(await sharedRead("thread:b", nextMoment(), read)).toBe(2);
    expect(await sharedRead("thread:c", nextMoment(), read)).toBe(3);
    expect(calls()).toBe(3);
  });

  it("shares no failed read", async () => {
    const wokenAt = nextMoment();
    await expect(sharedRead("thread:d", wokenAt, () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    expect(await sharedRead("thread:d", wokenAt, async () => "read again")).toBe("read again");
  });
});
