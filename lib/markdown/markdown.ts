/**
 * The Markdown posts are written in (threads and replies): paragraphs and line breaks, **bold**,
 * *italic*, `inline code`, [links](https://…) and bare https:// addresses, > quotes, - and 1. lists,
 * @mentions, and ||spoilers|| (a fight's result, hidden until the reader asks; plain text says
 * "[spoiler]" instead). Parsed into a small tree that components render as React elements, so no HTML a
 * member writes ever reaches a page as markup; anything else stays literal text. Shared by the
 * server (plain text for share tags and notifications) and the browser (posts and the preview).
 */

import { httpUrlOrNull } from "@/lib/security/http-url";
import { bareAddressAt } from "./bare-addresses";

export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "mention"; username: string }
  | { type: "spoiler"; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "quote"; children: Block[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] };

const QUOTE_LINE = /^ {0,3}> ?(.*)$/;
const BULLET_ITEM = /^ {0,3}[-*+] +(.*)$/;
const NUMBERED_ITEM = /^ {0,3}(\d{1,9})[.)] +(.*)$/;
/** Quotes inside quotes go this deep; deeper ">" stay text. */
const MAX_QUOTE_DEPTH = 4;

/** The blocks of a post. */
export function parseMarkdown(source: string, depth = 0): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (line.trim() === "") {
      index++;
      continue;
    }
    if (depth < MAX_QUOTE_DEPTH && QUOTE_LINE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE_LINE.test(lines[index])) quoted.push(lines[index++].replace(QUOTE_LINE, "$1"));
      blocks.push({ type: "quote", children: parseMarkdown(quoted.join("\n"), depth + 1) });
      continue;
    }
    const bullet = BULLET_ITEM.exec(line);
    const numbered = NUMBERED_ITEM.exec(line);
    if (bullet || numbered) {
      const pattern = bullet ? BULLET_ITEM : NUMBERED_ITEM;
      const items: Inline[][] = [];
      while (index < lines.length && pattern.test(lines[index])) {
        const match = pattern.exec(lines[index++])!;
        items.push(parseInline(match[match.length - 1]));
      }
      blocks.push({ type: "list", ordered: !bullet, start: numbered ? Number(numbered[1]) : 1, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index].trim() !== "" && !startsBlock(lines[index], depth)) paragraph.push(lines[index++]);
    blocks.push({ type: "paragraph", children: joinLines(paragraph) });
  }
  return blocks;
}

function startsBlock(line: string, depth: number) {
  return (depth < MAX_QUOTE_DEPTH && QUOTE_LINE.test(line)) || BULLET_ITEM.test(line) || NUMBERED_ITEM.test(line);
}

/** A paragraph's lines, each line break kept (members write line by line, as on a phone). */
function joinLines(lines: string[]): Inline[] {
  return lines.flatMap((line, index) => (index === 0 ? parseInline(line) : [{ type: "break" } as const, ...parseInline(line)]));
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!>@~|]/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;
const MENTION = /^@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
const SPOILER_MARKER = "||";
/** What plain text (share tags, notification previews, search snippets) shows for a spoiler. */
export const SPOILER_PLAIN_TEXT = "[spoiler]";
/** Where an escape, code, a link, an address, a mention, a spoiler or emphasis may start (`parseInline`). */
const SPECIAL = /[\\`[@*_]|\|\||https?:\/\//g;

/** Where the emphasis opened at `start` with `marker` closes: the next marker not preceded by a space. */
function closingMarker(text: string, start: number, marker: string) {
  let from = start + marker.length;
  while (from < text.length) {
    const at = text.indexOf(marker, from);
    if (at === -1) return -1;
    const before = text[at - 1];
    const after = text[at + marker.length] ?? "";
    const intraword = marker[0] === "_" && WORD_CHARACTER.test(after);
    if (at > start + marker.length && before !== " " && before !== "\\" && !intraword) return at;
    from = at + 1;
  }
  return -1;
}

/** The text-level parts of one line. */
export function parseInline(text: string, inLink = false): Inline[] {
  const parts: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) parts.push({ type: "text", text: plain });
    plain = "";
  };
  let index = 0;
  while (index < text.length) {
    // Plain text up to the next character that may start something else, taken in one piece.
    SPECIAL.lastIndex = index;
    const special = SPECIAL.exec(text)?.index ?? text.length;
    if (special > index) {
      plain += text.slice(index, special);
      index = special;
      continue;
    }
    const character = text[index];
    const rest = text.slice(index);
    const previous = index > 0 ? text[index - 1] : "";

    if (character === "\\" && ESCAPABLE.test(text[index + 1] ?? "")) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (character === "`") {
      const close = text.indexOf("`", index + 1);
      if (close > index + 1) {
        flush();
        parts.push({ type: "code", text: text.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    if (character === "[" && !inLink) {
      const link = LINK.exec(rest);
      const href = link && httpUrlOrNull(link[2]);
      if (link && href) {
        flush();
        parts.push({ type: "link", href, children: parseInline(link[1], true) });
        index += link[0].length;
        continue;
      }
    }
    if (character === "h" && !inLink) {
      const address = bareAddressAt(rest, previous);
      if (address) {
        flush();
        parts.push({ type: "link", href: address, children: [{ type: "text", text: address }] });
        index += address.length;
        continue;
      }
    }
    if (character === "@" && !inLink && !/[\w@]/.test(previous)) {
      const mention = MENTION.exec(rest);
      if (mention) {
        flush();
        parts.push({ type: "mention", username: mention[1] });
        index += mention[0].length;
        continue;
      }
    }
    if (character === "|" && text.startsWith(SPOILER_MARKER, index)) {
      const close = text.indexOf(SPOILER_MARKER, index + SPOILER_MARKER.length);
      if (close > index + SPOILER_MARKER.length && text.slice(index + SPOILER_MARKER.length, close).trim() !== "") {
        flush();
        parts.push({ type: "spoiler", children: parseInline(text.slice(index + SPOILER_MARKER.length, close), inLink) });
        index = close + SPOILER_MARKER.length;
        continue;
      }
      plain += SPOILER_MARKER;
      index += SPOILER_MARKER.length;
      continue;
    }
    if (character === "*" || character === "_") {
      const strong = text.startsWith(character.repeat(2), index);
      const marker = strong ? character.repeat(2) : character;
      const opensWord = character === "*" || !WORD_CHARACTER.test(previous);
      const close = opensWord && text[index + marker.length] !== " " ? closingMarker(text, index, marker) : -1;
      if (close !== -1) {
        flush();
        const children = parseInline(text.slice(index + marker.length, close), inLink);
        parts.push(strong ? { type: "strong", children } : { type: "em", children });
        index = close + marker.length;
        continue;
      }
    }
    plain += character;
    index++;
  }
  flush();
  return parts;
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case "text":
        case "code":
          return part.text;
        case "mention":
          return `@${part.username}`;
        case "break":
          return "\n";
        case "spoiler":
          return SPOILER_PLAIN_TEXT;
        default:
          return inlineText(part.children);
      }
    })
    .join("");
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return inlineText(block.children);
    case "quote":
      return block.children.map(blockText).join("\n");
    case "list":
      return block.items.map(inlineText).join("\n");
  }
}

/** What a post says without its Markdown: for share tags, notification previews and lengths. */
export function markdownToPlainText(source: string) {
  return parseMarkdown(source).map(blockText).join("\n\n");
}

/** A draft with `text` added as a Markdown quote (each line marked), then a blank line to answer below. */
export function withQuote(draft: string, text: string) {
  const quote = text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line}` : ">"))
    .join("\n");
  const before = draft.trimEnd();
  return `${before ? `${before}\n\n` : ""}${quote}\n\n`;
}
