import { describe, expect, it } from "vitest";
import { searchApiUrl, searchParamsOf } from "@/components/search/search-params";
import { firstPartLength, highlightAll, laterMatchPattern, laterSnippetOf, SNIPPET_SOURCE_CHARS, snippetOf, type Highlighted } from "@/lib/search/highlight";
import { lexemeOf, lexemesIn, searchedLexemes } from "@/lib/search/lexemes";
import { searchQuerySchema } from "@/lib/validation/search";

/** Parts as text with the matched ones in brackets. */
const shown = (parts: Highlighted) => parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join("");
const filler = (count: number, label: string) => Array.from({ length: count }, (_, index) => `${label}${index}`).join(" ");

describe("the searched words", () => {
  it("are stemmed as PostgreSQL's english configuration does, stop words and excluded words left out", () => {
    expect(searchedLexemes("Leg kicks")).toEqual(new Set(["leg", "kick"]));
    expect(searchedLexemes('"rear naked choke" -kimura OR judges -"body shots"')).toEqual(new Set(["rear", "nake", "choke", "judg"]));
    expect(searchedLexemes("the of UFC300 Jiu-Jitsu")).toEqual(new Set(["ufc300", "jiu", "jitsu"]));
    expect(searchedLexemes("the and")).toEqual(new Set());
    expect(lexemeOf("Generously")).toBe("generous");
    expect(lexemeOf("dying")).toBe("die");
    expect(lexemeOf("doing")).toBeNull();
  });

  it("are marked in a whole text wherever a word has the same stem", () => {
    const lexemes = searchedLexemes("kick");
    expect(highlightAll("The leg kicks won, kicking and kicked.", lexemes)).toEqual([
      { text: "The leg ", match: false },
      { text: "kicks", match: true },
      { text: " won, ", match: false },
      { text: "kicking", match: true },
      { text: " and ", match: false },
      { text: "kicked", match: true },
      { text: ".", match: false },
    ]);
    expect(shown(highlightAll("nothing matched", lexemes))).toBe("nothing matched");
    expect(highlightAll("", lexemes)).toEqual([]);
  });

  it("read host names, addresses, paths and numbers as one word each, as PostgreSQL's parser does", () => {
    expect(searchedLexemes("ufc.com -espn.com joe@ufc.com")).toEqual(new Set(["ufc.com", "joe@ufc.com"]));
    expect(searchedLexemes("3.5 and/or UFC-300 e.g. 12.5k")).toEqual(new Set(["3.5", "and/or", "ufc", "-300", "e.g", "12.5", "k"]));
    expect(lexemesIn("See https://www.UFC.com/events?id=3 or St.Pierre's 50/50 at /usr/bin 2.0.1")).toEqual([
      "see",
      "www.ufc.com",
      "/events?id=3",
      "st.pierre",
      "50/50",
      "/usr/bin",
      "2.0.1",
    ]);
    const post = "Tickets on ufc.com for UFC 300: odds 3.5 to 1 on 3 rounds, UFC-300 and/or Jon.Jones, mail joe@ufc.com";
    // A word inside such a form is not that word: the search did not match it there.
    expect(shown(highlightAll(post, searchedLexemes("ufc 300 jones")))).toBe(
      "Tickets on ufc.com for [UFC] [300]: odds 3.5 to 1 on 3 rounds, [UFC]-300 and/or Jon.Jones, mail joe@ufc.com",
    );
    expect(shown(highlightAll(post, searchedLexemes("ufc.com 3.5 -300 or")))).toBe(
      "Tickets on [ufc.com] for UFC 300: odds [3.5] to 1 on 3 rounds, UFC-300 and/or Jon.Jones, mail joe@ufc.com",
    );
    expect(shown(highlightAll(post, searchedLexemes("UFC-300 and/or jon.jones joe@ufc.com")))).toBe(
      "Tickets on ufc.com for [UFC] 300: odds 3.5 to 1 on 3 rounds, [UFC-300] [and/or] [Jon.Jones], mail [joe@ufc.com]",
    );
    // A URL is its host and its path; its scheme is no word.
    expect(shown(highlightAll("via https://ufc.com/news today", searchedLexemes("ufc.com/news https")))).toBe("via https://[ufc.com/news] today");
  });
});

describe("a long post's later part", () => {
  it("is found by words beginning with a searched stem, and by searched forms wherever they stand, all else escaped", () => {
    expect(laterMatchPattern(searchedLexemes("happy kicks"))).toBe("(\\mhappi|\\mhappy|\\mkick)");
    expect(laterMatchPattern(searchedLexemes("ufc.com UFC-300 /usr/bin"))).toBe("(\\mufc\\.com|\\mufc|\\-300|\\/usr\\/bin)");
  });
});

describe("a post's snippet", () => {
  it("shows a short post whole, its Markdown as the post reads", () => {
    const lexemes = searchedLexemes("fight");
    expect(shown(snippetOf("Live discussion of **Fight Forum 13** at the Garden.\n**Main card**\n- Chidi Okafor vs Erik", lexemes))).toBe(
      "Live discussion of [Fight] Forum 13 at the Garden. Main card Chidi Okafor vs Erik",
    );
    expect(shown(snippetOf("Lindqvist at the `fight` … see [the fighting card](https://example.com/card) *now*", lexemes))).toBe(
      "Lindqvist at the [fight] … see the [fighting] card now",
    );
    expect(snippetOf("", lexemes)).toEqual([]);
  });

  it("cuts a long post to the words around the match, with an ellipsis where it is cut", () => {
    const snippet = shown(snippetOf(`${filler(60, "before")} the rematch talk. ${filler(60, "after")} and the end.`, searchedLexemes("rematches")));
    // Eight words before the match ("the" is one), thirty in all.
    expect(snippet).toBe(`… ${filler(60, "before").split(" ").slice(-7).join(" ")} the [rematch] talk. ${filler(20, "after")} …`);
  });

  it("keeps the post's beginning or end when a fragment reaches it", () => {
    const lexemes = searchedLexemes("rematch");
    expect(shown(snippetOf(`(Rematch!) ${filler(60, "after")}`, lexemes))).toBe(`([Rematch]!) ${filler(29, "after")} …`);
    expect(shown(snippetOf(`${filler(60, "before")} the rematch?`, lexemes))).toBe(`… ${filler(60, "before").split(" ").slice(-28).join(" ")} the [rematch]?`);
  });

  it("shows two fragments apart, preferring the one with more of the searched words", () => {
    const post = `${filler(40, "a")} armbar ${filler(40, "b")} kimura then armbar ${filler(40, "c")} kimura ${filler(40, "d")}`;
    const snippet = shown(snippetOf(post, searchedLexemes("armbar kimura")));
    // The window with both words first, then the earliest of the others, shown in the post's order.
    expect(snippet).toBe(
      `… ${filler(40, "a").split(" ").slice(-8).join(" ")} [armbar] ${filler(21, "b")} … ` +
        `${filler(40, "b").split(" ").slice(-8).join(" ")} [kimura] then [armbar] ${filler(19, "c")} …`,
    );
  });

  it("joins two fragments that meet into one, with no ellipsis between them", () => {
    const post = `${filler(8, "a")} armbar ${filler(29, "b")} kimura ${filler(60, "c")}`;
    expect(shown(snippetOf(post, searchedLexemes("armbar kimura")))).toBe(`${filler(8, "a")} [armbar] ${filler(29, "b")} [kimura] ${filler(21, "c")} …`);
  });

  it("shows the beginning of a long post without a match (a thread found by its title)", () => {
    expect(shown(snippetOf(filler(80, "word"), searchedLexemes("rematch")))).toBe(`${filler(30, "word")} …`);
    expect(shown(snippetOf("-".repeat(300), searchedLexemes("rematch")))).toBe(`${"-".repeat(200)} …`);
  });

  it("reads only a long post's first part: a match further on is left to its later part", () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `**line${index}** said no`);
    const opening = lines(SNIPPET_SOURCE_CHARS / 10).join("\n");
    expect(opening.length).toBeGreaterThan(SNIPPET_SOURCE_CHARS);
    const post = `${opening}\nthe rematch is on`;
    expect(shown(snippetOf(post, searchedLexemes("rematch")))).toBe(`${lines(10).join(" ").replaceAll("**", "")} …`);
    // The later part is read from the first character the first part left: the line break it was cut at.
    expect(firstPartLength(post.slice(0, SNIPPET_SOURCE_CHARS + 1))).toBe(post.lastIndexOf("\n", SNIPPET_SOURCE_CHARS));
  });
  it("cuts a long post's Markdown at a line's end, so the part read shows as the whole post does, and says it goes on", () => {
    const lexemes = searchedLexemes("rematch");
    // The line the cut falls in is left out whole; the one before it, with the match, reads as in the whole post.
    const before = filler(700, "w");
    const matchLine = "**The rematch** is [booked](https://example.com)";
    const post = `${before}\n${matchLine}\n${filler(200, "cut")}`;
    expect(post.lastIndexOf("\n", SNIPPET_SOURCE_CHARS)).toBe(before.length + 1 + matchLine.length);
    expect(shown(snippetOf(post, lexemes))).toBe(`… ${before.split(" ").slice(-26).join(" ")} The [rematch] is booked …`);
    // A post of one long line is cut between words: "tail14" would straddle the cut.
    const line = `${"word ".repeat((SNIPPET_SOURCE_CHARS - 100) / 5)}rematch ${filler(60, "tail")}`;
    expect(shown(snippetOf(line, lexemes))).toBe(`… ${"word ".repeat(15)}[rematch] ${filler(14, "tail")} …`);
  });

  it("shows a post's whole first part when it reads short, with an ellipsis for the rest", () => {
    const post = `The rematch [link](https://example.com/${"a".repeat(SNIPPET_SOURCE_CHARS)}) more`;
    expect(shown(snippetOf(post, searchedLexemes("rematch")))).toBe("The [rematch] …");
  });
});

describe("a long post's later part", () => {
  const lexemes = searchedLexemes("rematch");

  it("starts at the last line's beginning before the match, with an ellipsis, and reads as the post does", () => {
    const part = `rds of a line before\n**The rematch** is [booked](https://example.com) for June\n${filler(5, "next")}`;
    expect(shown(laterSnippetOf(part, part.indexOf("The"), lexemes)!)).toBe(`… The [rematch] is booked for June ${filler(5, "next")}`);
  });

  it("starts at a word's beginning when the lead holds no line break, and ends with an ellipsis where the post goes on", () => {
    const part = `ing ${filler(20, "w")} the rematch ${filler(60, "after")}`;
    expect(shown(laterSnippetOf(part, part.indexOf("rematch"), lexemes)!)).toBe(`… ${filler(20, "w").split(" ").slice(-7).join(" ")} the [rematch] ${filler(21, "after")} …`);
    const long = `${filler(10, "w")} rematch ${"word ".repeat(SNIPPET_SOURCE_CHARS / 5)}`;
    expect(shown(laterSnippetOf(long, long.indexOf("rematch"), lexemes)!)).toMatch(/^… w2 w3 .* \[rematch\] word .* …$/);
    // The part's first word may be the end of a longer one: "w0" is left out. A match at the part's very start is kept.
    expect(shown(laterSnippetOf("rematch tonight", 0, lexemes)!)).toBe("… [rematch] tonight");
  });

  it("is null when the word PostgreSQL found is not a searched word after all", () => {
    // "rematching" stems to "rematch"; "rematchless" begins with the stem but is another word.
    expect(laterSnippetOf("x rematchless night", 2, lexemes)).toBeNull();
    expect(shown(laterSnippetOf("x rematching night", 2, lexemes)!)).toBe("… [rematching] night");
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
