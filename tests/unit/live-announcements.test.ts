import { describe, expect, it } from "vitest";
import { announcementPayloads, memberTopic, threadTopic } from "@/lib/live/hub";

const topicsOf = (payloads: string[]) => payloads.flatMap((payload) => (JSON.parse(payload) as { topics: string[] }).topics);

describe("announcement payloads", () => {
  it("sends a few topics as one payload, each once", () => {
    expect(announcementPayloads([threadTopic("t1"), memberTopic("m1"), memberTopic("m1")])).toEqual([JSON.stringify({ topics: ["thread:t1", "member:m1"] })]);
  });

  it("splits a reply's bells for a thread's many followers into payloads PostgreSQL's NOTIFY takes (under 8,000 bytes)", () => {
    const bells = Array.from({ length: 1_000 }, (_, index) => memberTopic(`cmx${String(index).padStart(22, "0")}`));
    const payloads = announcementPayloads(bells);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(topicsOf(payloads)).toEqual(bells);
  });

  it("counts a topic's bytes, not its characters", () => {
    const topics = Array.from({ length: 200 }, (_, index) => `thread:ü${"é".repeat(30)}${index}`);
    const payloads = announcementPayloads(topics);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(topicsOf(payloads)).toEqual(topics);
  });
});
