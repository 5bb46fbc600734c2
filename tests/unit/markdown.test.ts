import { describe, expect, it } from "vitest";
import { markdownToPlainText, parseInline, parseMarkdown, withQuote } from "@/lib/markdown/markdown";

const text = (value: string) => ({ type: "text", text: value });

describe("Markdown inline", () => {
  it("reads bold, italic and inline code, with nothing parsed inside code", () => {
    expect(parseInline("a **big** and *small* `x **y**` _too_")).toEqual([
      text("a "),
      { type: "strong", children: [text("big")] },
      text(" and "),
      { type: "em", children: [text("small")] },
      text(" "),
      { type: "code", text: "x **y**" },
      text(" "),
      { type: "em", children: [text("too")] },
    ]);
  });

  it("reads ||spoilers|| with Markdown inside, and leaves an unclosed, empty or escaped one as text", () => {
    expect(parseInline("Main event: ||**KO** in round 2|| wow")).toEqual([
      text("Main event: "),
      { type: "spoiler", children: [{ type: "strong", children: [text("KO")] }, text(" in round 2")] },
      text(" wow"),
    ]);
    expect(parseInline("||a|| and ||b||")).toEqual([{ type: "spoiler", children: [text("a")] }, text(" and "), { type: "spoiler", children: [text("b")] }]);
    expect(parseInline("a || b")).toEqual([text("a || b")]);
    expect(parseInline("||not closed")).toEqual([text("||not closed")]);
    expect(parseInline("|| || and")).toEqual([text("|| || and")]);
    expect(parseInline("||||")).toEqual([text("||||")]);
    expect(parseInline("\\||literal||")).toEqual([text("||literal||")]);
    expect(parseInline("\\|\\|literal\\|\\|")).toEqual([text("||literal||")]);
    expect(parseInline("`||code||`")).toEqual([{ type: "code", text: "||code||" }]);
  });

  it("leaves markers that open nothing as text: snake_case, a lone star, a star before a space", () => {
    expect(parseInline("snake_case_name")).toEqual([text("snake_case_name")]);
    expect(parseInline("5 * 3 = 15")).toEqual([text("5 * 3 = 15")]);
    expect(parseInline("**not closed")).toEqual([text("**not closed")]);
    expect(parseInline("\\*literal\\*")).toEqual([text("*literal*")]);
  });

  it("links only to http and https addresses; anything else stays text", () => {
    expect(parseInline("[card](https://ufc.com/event?x=1)")).toEqual([{ type: "link", href: "https://ufc.com/event?x=1", children: [text("card")] }]);
    expect(parseInline("[click](javascript:alert(1))")).toEqual([text("[click](javascript:alert(1))")]);
    expect(parseInline("[x](data:text/html,hi)")).toEqual([text("[x](data:text/html,hi)")]);
    expect(parseInline("[x](/relative)")).toEqual([text("[x](/relative)")]);
    expect(parseInline("[x](vbscript:msgbox)")).toEqual([text("[x](vbscript:msgbox)")]);
    expect(parseInline("[x](HTTPS://Example.com)")).toEqual([{ type: "link", href: "HTTPS://Example.com", children: [text("x")] }]);
  });

  it("links bare addresses without their trailing punctuation or an unopened bracket", () => {
    expect(parseInline("see https://x.com/a, then")).toEqual([text("see "), { type: "link", href: "https://x.com/a", children: [text("https://x.com/a")] }, text(", then")]);
    expect(parseInline("(https://x.com/a)")).toEqual([text("("), { type: "link", href: "https://x.com/a", children: [text("https://x.com/a")] }, text(")")]);
    expect(parseInline("https://en.wikipedia.org/wiki/UFC_(disambiguation).")[0]).toMatchObject({ href: "https://en.wikipedia.org/wiki/UFC_(disambiguation)" });
  });

  it("links an address only where a word starts, and takes the text around it whole", () => {
    expect(parseInline("the http talk: xhttps://x.com/a http:/b hhttp://x.com")).toEqual([text("the http talk: xhttps://x.com/a http:/b hhttp://x.com")]);
    expect(parseInline("then http://x.com/a_b and https://y.org")).toEqual([
      text("then "),
      { type: "link", href: "http://x.com/a_b", children: [text("http://x.com/a_b")] },
      text(" and "),
      { type: "link", href: "https://y.org", children: [text("https://y.org")] },
    ]);
  });

  it("reads @mentions as the server notifies them, not e-mail addresses", () => {
    expect(parseInline("ask @jon_jones or ref@fightforum.example")).toEqual([
      text("ask "),
      { type: "mention", username: "jon_jones" },
      text(" or ref@fightforum.example"),
    ]);
    expect(parseInline("@ab is too short")).toEqual([text("@ab is too short")]);
  });

  it("keeps HTML as the text it is", () => {
    expect(parseInline('<img src=x onerror="alert(1)"><script>alert(1)</script>')).toEqual([text('<img src=x onerror="alert(1)"><script>alert(1)</script>')]);
  });
});

describe("Markdown blocks", () => {
  it("splits paragraphs on blank lines and keeps single line breaks", () => {
    expect(parseMarkdown("one\ntwo\n\nthree")).toEqual([
      { type: "paragraph", children: [text("one"), { type: "break" }, text("two")] },
      { type: "paragraph", children: [text("three")] },
    ]);
  });

  it("reads quotes (nested too), bullet lists and numbered lists from their start", () => {
    expect(parseMarkdown("> he said\n> > first\nafter\n- a\n* b\n\n3. third\n4. fourth")).toEqual([
      {
        type: "quote",
        children: [
          { type: "paragraph", children: [text("he said")] },
          { type: "quote", children: [{ type: "paragraph", children: [text("first")] }] },
        ],
      },
      { type: "paragraph", children: [text("after")] },
      { type: "list", ordered: false, start: 1, items: [[text("a")], [text("b")]] },
      { type: "list", ordered: true, start: 3, items: [[text("third")], [text("fourth")]] },
    ]);
  });

  it("stops nesting quotes at four levels", () => {
    const depth = (blocks: ReturnType<typeof parseMarkdown>): number =>
      blocks[0]?.type === "quote" ? 1 + depth(blocks[0].children) : 0;
    expect(depth(parseMarkdown("> > > > > > deep"))).toBe(4);
  });

  it("gives the plain text for share tags and previews", () => {
    expect(markdownToPlainText("**Who** wins? See [the card](https://ufc.com).\n\n> @jon said\n- KO\n- *decision*")).toBe(
      "Who wins? See the card.\n\n@jon said\n\nKO\ndecision",
    );
  });

  it("keeps a spoiler out of plain text (share tags, notification previews, search snippets)", () => {
    expect(markdownToPlainText("Result: ||Jones by KO in round 2|| what a night")).toBe("Result: [spoiler] what a night");
  });
});

describe("quoting into a draft", () => {
  it("marks every line, keeps blank lines inside the quote, and leaves a line to answer below", () => {
    expect(withQuote("", "He gassed out\n\nin round 3")).toBe("> He gassed out\n>\n> in round 3\n\n");
    expect(withQuote("My take.  \n", "Quoted")).toBe("My take.\n\n> Quoted\n\n");
    expect(parseMarkdown(withQuote("", "a\nb"))).toEqual([{ type: "quote", children: [{ type: "paragraph", children: [text("a"), { type: "break" }, text("b")] }] }]);
  });
});
