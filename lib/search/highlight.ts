import { markdownToPlainText } from "@/lib/markdown/markdown";
import { WORD_CLASS, wordsOf, type Words } from "./lexemes";

/**
 * The searched words marked in a result's title and snippet, computed here rather than with
 * PostgreSQL's `ts_headline`, which parsed and stemmed every shown post again inside the search
 * statement: 1.2–1.4 ms of a one-word search's 3 ms of PostgreSQL's time (docs/performance.md).
 * A word is marked when its lexeme, read as PostgreSQL reads it (lexemes.ts), is one of the
 * searched words' lexemes, so what is marked is what the search matched
 * (tests/integration/search.test.ts, "marked words", compares the two). Marks only: which posts
 * match is PostgreSQL's answer alone.
 */

/** Text with its matched words marked, for the results to highlight (never HTML). */
export type Highlighted = { text: string; match: boolean }[];

/** Adds a part, joined to the last one when both are matched or both are not. */
function push(parts: Highlighted, text: string, match: boolean) {
  if (text === "") return;
  const last = parts.at(-1);
  if (last && last.match === match) last.text += text;
  else parts.push({ text, match });
}

/** `text` from `start` to `end` with its searched words marked. */
function marked(parts: Highlighted, text: string, { starts, ends, matches }: Words, start: number, end: number) {
  let at = start;
  for (const { index } of matches) {
    if (starts[index] < start || ends[index] > end) continue;
    push(parts, text.slice(at, starts[index]), false);
    push(parts, text.slice(starts[index], ends[index]), true);
    at = ends[index];
  }
  push(parts, text.slice(at, end), false);
}

/** The whole text (a title, a short post) with the searched words marked. */
export function highlightAll(text: string, lexemes: Set<string>): Highlighted {
  const parts: Highlighted = [];
  marked(parts, text, wordsOf(text, lexemes), 0, text.length);
  return parts;
}

/** A post this short is its own snippet. */
const WHOLE_SNIPPET_CHARS = 200;
/** A longer post shows up to two fragments of this many words around its matches. */
const FRAGMENT_WORDS = 30;
const FRAGMENTS = 2;
/** Matches around which fragments are tried. */
const CANDIDATE_MATCHES = 50;
/** Words shown before a fragment's first match. */
const WORDS_BEFORE_MATCH = 8;
const ELLIPSIS = "…";
const FRAGMENT_DELIMITER = ` ${ELLIPSIS} `;
/** Punctuation that belongs to the word beside it ("(left", "hook."): kept with the fragment. */
const ATTACHED_BEFORE = new RegExp(`[^\\s${WORD_CLASS}]*$`, "u");
const ATTACHED_AFTER = new RegExp(`^[^\\s${WORD_CLASS}]*`, "u");

/** Fragments as word ranges [first, after last). */
type Range = [number, number];

/**
 * Up to two fragments of the post's words: each the window of words around a match that holds the
 * most of the searched words (the earlier on a tie), the second apart from the first (joined to it
 * when they meet); the post's beginning when no word in it matched (a thread found by its title).
 */
function fragmentsOf({ starts, matches }: Words): Range[] {
  const windowAt = (index: number): Range => {
    const first = Math.max(0, Math.min(index - WORDS_BEFORE_MATCH, starts.length - FRAGMENT_WORDS));
    return [first, Math.min(starts.length, first + FRAGMENT_WORDS)];
  };
  const matchesIn = ([first, after]: Range) => {
    const found = new Set<string>();
    for (const { index, lexeme } of matches) {
      if (index >= after) break;
      if (index >= first) found.add(lexeme);
    }
    return found.size;
  };
  if (matches.length === 0) return [windowAt(0)];
  // A post of 20,000 characters may hold thousands: its first matches are enough to choose from.
  const candidates = matches.slice(0, CANDIDATE_MATCHES).map(({ index }) => windowAt(index));
  const chosen: Range[] = [];
  for (let fragment = 0; fragment < FRAGMENTS; fragment++) {
    const apart = candidates.filter(([first, after]) => chosen.every(([chosenFirst, chosenAfter]) => after <= chosenFirst || first >= chosenAfter));
    let best: Range | undefined;
    let bestCount = 0;
    for (const range of apart) {
      const count = matchesIn(range);
      if (count > bestCount) [best, bestCount] = [range, count];
    }
    if (!best) break;
    chosen.push(best);
  }
  // In the post's order; two that meet are one stretch of text, shown without an ellipsis between.
  return chosen
    .sort(([a], [b]) => a - b)
    .reduce<Range[]>((joined, [first, after]) => {
      const last = joined.at(-1);
      if (last && last[1] === first) last[1] = after;
      else joined.push([first, after]);
      return joined;
    }, []);
}

/**
 * How much of a post its snippet is made from: the first this many characters of its Markdown, and
 * when no searched word is in them, as many from a little before the first match further on
 * (`laterSnippetOf`). Reading a whole 20,000-character post took 1.6 to 2 ms, so a page of them
 * cost the server 30 ms and more a search, against about 0.2 ms a post now (docs/decisions.md,
 * "Snippets"). The search statements send no more than this, and one character more to tell that
 * the post goes on.
 */
export const SNIPPET_SOURCE_CHARS = 4000;

/**
 * The part of a post's Markdown its snippet reads, and whether the post goes on after it. The
 * Markdown is cut at the end of a line, where it reads as it does in the whole post (a line's
 * bold or link never runs onto the next); a longer line is cut between words.
 */
function readPart(markdown: string): { source: string; goesOn: boolean } {
  if (markdown.length <= SNIPPET_SOURCE_CHARS) return { source: markdown, goesOn: false };
  const lineEnd = markdown.lastIndexOf("\n", SNIPPET_SOURCE_CHARS);
  if (lineEnd >= SNIPPET_SOURCE_CHARS / 2) return { source: markdown.slice(0, lineEnd), goesOn: true };
  const wordEnd = markdown.slice(0, SNIPPET_SOURCE_CHARS + 1).search(/\s\S*$/);
  return { source: markdown.slice(0, wordEnd > 0 ? wordEnd : SNIPPET_SOURCE_CHARS), goesOn: true };
}

/**
 * Where a long post's later part is looked for: the length of the first part its snippet read
 * (`markdown` being the post's first `SNIPPET_SOURCE_CHARS` characters and one more).
 */
export function firstPartLength(markdown: string) {
  return readPart(markdown).source.length;
}

/** Characters a later part is read from before its match: enough to start at a line's beginning and show the words before it. */
export const LATER_PART_LEAD = 300;

const STARTS_WITH_WORD_CHARACTER = new RegExp(`^[${WORD_CLASS}]`, "u");
const NOT_WORD_CHARACTER = new RegExp(`[^${WORD_CLASS}]`, "gu");

/**
 * Where a searched word may stand in a long post's later part, as a PostgreSQL regular expression
 * (case is ignored where it is used): a word that begins with one of the searched stems (Porter2
 * changes only a word's ending; a stem's final "i" may stand for a "y": "happi" for "happy"), or a
 * searched form that starts with a sign or a slash ("-300", "/usr/bin") wherever it stands; all
 * but letters and digits escaped. A word it finds is checked again as the part is read (`laterSnippetOf`).
 */
export function laterMatchPattern(lexemes: Set<string>) {
  const stems = [...lexemes].flatMap((lexeme) => (lexeme.endsWith("i") ? [lexeme, `${lexeme.slice(0, -1)}y`] : [lexeme]));
  const alternatives = stems.map((stem) => `${STARTS_WITH_WORD_CHARACTER.test(stem) ? "\\m" : ""}${stem.replace(NOT_WORD_CHARACTER, "\\$&")}`);
  return `(${alternatives.join("|")})`;
}

/**
 * A post's snippet as a reader sees it (its Markdown read into plain text): the whole post when it
 * is short, otherwise up to two fragments around the searched words, with "…" where a fragment
 * starts after the post's beginning, between fragments and where the last ends before the post does.
 */
export function snippetOf(markdown: string, lexemes: Set<string>): Highlighted {
  const { source, goesOn } = readPart(markdown);
  return snippetOfPart(source, goesOn, false, lexemes) ?? [];
}

/**
 * The snippet of a long post's later part, when its first part holds no searched word: `part` is
 * the post's Markdown from `lead` characters before the first match PostgreSQL found further on.
 * It is read from the last line's beginning in the lead, or else from its first word's, so that
 * its Markdown reads as in the whole post; null when no searched word is in it after all (the
 * stem PostgreSQL found was inside another word).
 */
export function laterSnippetOf(part: string, lead: number, lexemes: Set<string>): Highlighted | null {
  const before = part.slice(0, lead);
  const lineStart = before.lastIndexOf("\n");
  const wordStart = before.search(/\s/);
  const start = lineStart >= 0 ? lineStart + 1 : wordStart >= 0 ? wordStart + 1 : lead;
  const { source, goesOn } = readPart(part.slice(start));
  return snippetOfPart(source, goesOn, true, lexemes);
}

/** A snippet of `source`, which `startsInside` the post or at its beginning; null for a part inside it with no match. */
function snippetOfPart(source: string, goesOn: boolean, startsInside: boolean, lexemes: Set<string>): Highlighted | null {
  const text = markdownToPlainText(source).replace(/\s+/g, " ").trim();
  const opening = startsInside ? `${ELLIPSIS} ` : "";
  const ending = goesOn ? ` ${ELLIPSIS}` : "";
  const words = wordsOf(text, lexemes);
  const { starts, ends } = words;
  if (startsInside && words.matches.length === 0) return null;
  const parts: Highlighted = [];
  if (text.length <= WHOLE_SNIPPET_CHARS) {
    push(parts, opening, false);
    marked(parts, text, words, 0, text.length);
    push(parts, ending, false);
    return parts;
  }
  if (starts.length === 0) return [{ text: `${text.slice(0, WHOLE_SNIPPET_CHARS)} ${ELLIPSIS}`, match: false }];
  const fragments = fragmentsOf(words);
  for (const [index, [first, after]] of fragments.entries()) {
    const start = starts[first] - ATTACHED_BEFORE.exec(text.slice(0, starts[first]))![0].length;
    const end = ends[after - 1] + ATTACHED_AFTER.exec(text.slice(ends[after - 1]))![0].length;
    if (index === 0 && (start > 0 || startsInside)) push(parts, `${ELLIPSIS} `, false);
    if (index > 0) push(parts, FRAGMENT_DELIMITER, false);
    marked(parts, text, words, start, end);
    if (index === fragments.length - 1) push(parts, end < text.length ? ` ${ELLIPSIS}` : ending, false);
  }
  return parts;
}
