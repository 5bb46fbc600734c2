import { describe, expect, it } from "vitest";
import { MAX_MENTIONS_PER_POST, parseMentions } from "@/lib/notifications/mentions";

describe("parseMentions", () => {
  it("finds each @username once, lowercase, in order of appearance", () => {
    expect(parseMentions("@Insider round 2 was close, right @member? cc @insider")).toEqual(["insider", "member"]);
    expect(parseMentions("(@fan_01), @mod: and\n@admin!")).toEqual(["fan_01", "mod", "admin"]);
  });

  it("ignores e-mail addresses, too short or too long names and a bare @", () => {
    expect(parseMentions("write to ref@fightforum.example")).toEqual([]);
    expect(parseMentions("@ab is too short, @ alone, @@double")).toEqual([]);
    expect(parseMentions(`@${"a".repeat(31)} is too long, @${"b".repeat(30)} is not`)).toEqual(["b".repeat(30)]);
    expect(parseMentions("no mentions here")).toEqual([]);
  });

  it(`stops at ${MAX_MENTIONS_PER_POST} members`, () => {
    const text = Array.from({ length: 30 }, (_, index) => `@user_${index}`).join(" ");
    const mentions = parseMentions(text);
    expect(mentions).toHaveLength(MAX_MENTIONS_PER_POST);
    expect(mentions.at(-1)).toBe(`user_${MAX_MENTIONS_PER_POST - 1}`);
  });
});
