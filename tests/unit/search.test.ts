import { describe, expect, it } from "vitest";
import { searchApiUrl, searchParamsOf } from "@/components/search/search-params";
import { snippetHighlights, toHighlighted } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/validation/search";

describe("highlighted text from ts_headline", () => {
  it("splits at the markers into matched and plain parts", () => {
    expect(toHighlighted("The \u0002leg\u0003 \u0002kicks\u0003 won")).toEqual([
      { text: "The ", match: false },
      { text: "leg", match: true },
      { text: " ", match: false },
      { text: "kicks", match: true },
      { text: " won", match: false },
    ]);
    expect(toHighlighted("nothing matched")).toEqual([{ text: "nothing matched", match: false }]);
    expect(toHighlighted("")).toEqual([]);
  });

  it("shows a snippet's Markdown as the post reads, with a mark the cut left open dropped", () => {
    const text = (headline: string) => snippetHighlights(headline).map((part) => (part.match ? `[${part.text}]` : part.text)).join("");
    expect(text("Live discussion of **\u0002Fight\u0003 Forum 13** at the Garden.\n**Main card**\n- Chidi Okafor vs Erik")).toBe(
      "Live discussion of [Fight] Forum 13 at the Garden. Main card Chidi Okafor vs Erik",
    );
    expect(text("Lindqvist** at the `\u0002fight\u0003` … see [the \u0002fight\u0003 card](https://example.com/card) *now*")).toBe(
      "Lindqvist at the [fight] … see the [fight] card now",
    );
    expect(text("")).toBe("");
  });

  it("says with an ellipsis where a snippet starts after its post's beginning or ends before its end", () => {
    const text = (cut: { atStart: boolean; atEnd: boolean }) => snippetHighlights("the \u0002leg\u0003 kicks", cut).map((part) => part.text).join("");
    expect(text({ atStart: true, atEnd: true })).toBe("the leg kicks");
    expect(text({ atStart: false, atEnd: true })).toBe("… the leg kicks");
    expect(text({ atStart: true, atEnd: false })).toBe("the leg kicks …");
    expect(text({ atStart: false, atEnd: false })).toBe("… the leg kicks …");
    expect(snippetHighlights("", { atStart: false, atEnd: false })).toEqual([]);
  });
});

describe("a search's address", () => {
  it("leaves defaults out and reads back as the same search", () => {
    const search = { q: "leg kicks", type: "replies", sort: "newest", author: "max", hasImage: false } as const;
    const params = searchParamsOf(search);
    expect(params.toString()).toBe("q=leg+kicks&type=replies&author=max&hasImage=false&sort=newest");
    const parsed = searchQuerySchema.parse(Object.fromEntries(params));
    expect(searchParamsOf(parsed).toString()).toBe(params.toString());
    expect(searchApiUrl({ q: "x", type: "threads", sort: "relevance" }, "abc")).toBe("/api/search?q=x&cursor=abc");
  });
});
