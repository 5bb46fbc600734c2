import { describe, expect, it } from "vitest";
import { mentionBeforeCaret, withMention } from "@/components/markdown/mentions";

describe("the mention being typed", () => {
  it("is the letters after an @ that starts a word, up to the caret", () => {
    expect(mentionBeforeCaret("ask @jo", 7)).toEqual({ query: "jo", start: 4 });
    expect(mentionBeforeCaret("@max_m and more", 6)).toEqual({ query: "max_m", start: 0 });
    expect(mentionBeforeCaret("(@jo", 4)).toEqual({ query: "jo", start: 1 });
  });

  it("is nothing for an e-mail address, a bare @, a space after it or a caret elsewhere", () => {
    expect(mentionBeforeCaret("ref@fightforum", 14)).toBeNull();
    expect(mentionBeforeCaret("ask @", 5)).toBeNull();
    expect(mentionBeforeCaret("ask @jo now", 11)).toBeNull();
    expect(mentionBeforeCaret("@@jo", 4)).toBeNull();
  });

  it("is replaced by the chosen username and one space, the caret after them", () => {
    expect(withMention("ask @jo", { query: "jo", start: 4 }, 7, "jon_jones")).toEqual({ text: "ask @jon_jones ", caret: 15 });
    expect(withMention("ask @jo about it", { query: "jo", start: 4 }, 7, "jon_jones")).toEqual({ text: "ask @jon_jones about it", caret: 15 });
  });
});
