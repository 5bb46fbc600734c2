import { describe, expect, it } from "vitest";
import { eventStream, STREAMS_PER_MEMBER } from "@/lib/live/sse";

/** The cap on a member's open streams (the cap itself is tested over HTTP in tests/integration/live-updates.test.ts). */
describe("a member's open streams", () => {
  it("holds no place for a browser that left before its stream began", async () => {
    const gone = AbortSignal.abort();
    for (let opened = 0; opened < STREAMS_PER_MEMBER * 2; opened += 1) {
      const response = eventStream({ signal: gone, memberId: "left-early", topic: "member:left-early", read: async () => [] });
      expect(await response.text()).toBe("");
    }
  });
});
