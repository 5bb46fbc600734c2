import stem from "wink-porter2-stemmer";

/**
 * A text read into lexemes as PostgreSQL's `english` text search configuration reads it: its
 * parser's words and forms, its stop words, and its stemmer (Porter2, the Snowball "english"
 * stemmer). The search's marks and snippets (highlight.ts) are computed from these rather than with
 * `ts_headline`, so what is marked is what the search matched (tests/integration/search.test.ts
 * compares the two with `to_tsvector` and `ts_debug`).
 */

/** PostgreSQL's english stop words (`tsearch_data/english.stop`): left out of a search's words, never marked. */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself " +
    "they them their theirs themselves what which who whom this that these those am is are was were be been being have has had " +
    "having do does did doing a an the and but if or because as until while of at by for with about against between into through " +
    "during before after above below to from up down in out on off over under again further then once here there when where why how " +
    "all any both each few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

/** What a word is made of, as PostgreSQL's parser cuts text: letters and digits (an apostrophe, a hyphen or `_` separates words). */
export const WORD_CLASS = "\\p{L}\\p{M}\\p{N}";
const WORD_CHARACTER = new RegExp(`[${WORD_CLASS}]`, "u");
const MARK = /\p{M}/u;
const HAS_DIGIT = /\p{N}/u;

/** Stems already computed (a forum's vocabulary is small next to its posts): bounded, emptied when full. */
const stems = new Map<string, string | null>();
const STEMS_KEPT = 50_000;

/**
 * The word's lexeme as PostgreSQL's english configuration reads it: none for a stop word, a word
 * with digits as it is (the `simple` dictionary), any other word stemmed; all lowercase.
 */
export function lexemeOf(word: string): string | null {
  const lower = word.toLowerCase();
  let lexeme = stems.get(lower);
  if (lexeme === undefined) {
    lexeme = STOP_WORDS.has(lower) ? null : HAS_DIGIT.test(lower) ? lower : stem(lower);
    if (stems.size >= STEMS_KEPT) stems.clear();
    stems.set(lower, lexeme);
  }
  return lexeme;
}

/**
 * Forms PostgreSQL's parser reads as one token, not as the words in them (`ts_debug`), each one
 * lexeme, lowercased as it stands: host names ("ufc.com", and "St.Pierre" or "fight.Then" typed
 * without a space), a URL's host and its path, e-mail addresses, paths and slashed words
 * ("/usr/bin", "~/x", "../up", "and/or", "50/50"), dotted abbreviations and numbers ("e.g",
 * "U.S.A", "3.5", "1.2.3"), and signed numbers ("-300" in "UFC-300", "+5"); a URL's scheme
 * ("https://") is no lexeme. ASCII, as there, but for a word with digits before its path ("é1/x").
 * A form is tried where a word runs into `.`, `/`, `@`, `_`, `-` or `:` with a `.`, `/`, `@` or `:`
 * before the next white space (no form holds one), at a `/`, where `+` or `-` comes before a digit,
 * and where `.` or `~` follows a token: in most posts' words, nowhere. A host name or an e-mail
 * address tried from a word and not found is not found from any later word of the same labels
 * ("a_b_c…" with no host name after it): tried from each of them to its end, such a run would cost
 * a post the square of its length. The rules were read off the parser's behaviour
 * (tests/integration/search.test.ts compares them with `ts_debug`).
 */
/** A host name's label: letters and digits, a single `-` or `_` between them. */
const LABEL = "[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*";
/** Labels and dots, the last at least two letters and not followed by a letter or digit. */
const HOST_NAME = `(?:${LABEL}\\.)+[A-Za-z]{2,}(?![A-Za-z0-9])`;
const PORT = "(?::\\d+)?";
const SCHEME = /[A-Za-z]+:\/\//y;
/** A word or labels and dots, `@` and a host name. */
const EMAIL = new RegExp(`${LABEL}(?:\\.${LABEL})*@${HOST_NAME}${PORT}`, "y");
const HOST = new RegExp(`${HOST_NAME}${PORT}`, "y");
/** A URL's path after its host: the characters RFC 3986 allows (ASCII, no space, quote, angle bracket, `\\`, `^`, backquote, braces or `|`). */
const URL_PATH = /\/[!#-;=?-Z[\]_a-z~]+/y;
/**
 * A number with dots (a version has two or more and no exponent) or an exponent, or with a sign;
 * letters right after it are a word of their own ("12.5k", "1e5x").
 */
const NUMBER = /[+-]?\d+(?:\.\d+(?:(?:\.\d+)+|[eE][+-]?\d+)?|[eE][+-]?\d+)|[+-]\d+/y;
/** Digits and an exponent: a number before anything else ("1e5.com" is "1e5", then ".com"). */
const EXPONENT = /\d+[eE][+-]?\d/y;
/** What a word may run into for it to be part of such a form: `.`, `/`, `@`, `_`, `-`, `:`. */
const isJoiner = (code: number) => code === 46 || code === 47 || code === 64 || code === 95 || code === 45 || code === 58;
/** What every form starting with a word holds soon after the word (a dot, a slash, `@` or `:`). */
const FORM_CHARACTER = /[./@:]/g;
const WHITE_SPACE = /\s/g;
/** A run of labels, as far as a host name or an e-mail address starting in it reads before its first dot or `@`. */
const LABELS = new RegExp(LABEL, "y");

const isAsciiAlphanumeric = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
const isDigit = (code: number) => code >= 48 && code <= 57;
/** What a path's part may start with: an ASCII letter or digit, or `_`; `-` may follow. */
const isPathCharacter = (code: number) => isAsciiAlphanumeric(code) || code === 95;
const isPathContinuation = (code: number) => isPathCharacter(code) || code === 45;
/** White space as `iswspace` reads it: ASCII's and Unicode's spaces but the no-break ones. */
const SPACE = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]/;

/** The length of `pattern`'s match at `at`, or 0. */
function matchAt(pattern: RegExp, text: string, at: number) {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0].length ?? 0;
}

/**
 * Where a path read on from `at` ends, or -1: `after` says what it has just read, a `/`, a `~`
 * starting it, a `.` (after a `/`, or starting it), two dots, or a part. As the parser does, a
 * part goes on with letters, digits, `_` and `-`, and with `.` or `/` and another part; "/." and
 * "/.." take a part or a `/` after them; ".." ends a path before a space or a `/` that leads
 * nowhere. What follows a `/` or a `.` inside a path and leads nowhere is left out of it; a path
 * that leads nowhere from its start is none.
 */
function pathEnd(text: string, at: number, after: "slash" | "tilde" | "slashDot" | "dot" | "dots" | "part"): number {
  let end = -1;
  for (; ; at++) {
    const code = text.charCodeAt(at);
    switch (after) {
      case "slash":
      case "tilde":
      case "slashDot":
        if (isPathCharacter(code)) after = "part";
        else if (code === 46 && after !== "tilde") after = after === "slash" ? "slashDot" : "dots";
        else if ((code === 126 && after === "slash") || (code === 47 && after !== "slash")) after = code === 126 ? "tilde" : "slash";
        else return end;
        break;
      case "dot":
        if (code === 46) after = "dots";
        else if (code === 47) after = "slash";
        else return end;
        break;
      case "dots":
        if (at >= text.length || SPACE.test(text[at])) return at;
        if (code !== 47) return end;
        end = at;
        after = "slash";
        break;
      case "part":
        if (isPathContinuation(code)) break;
        if (code === 46 && isPathCharacter(text.charCodeAt(at + 1))) {
          at++;
          break;
        }
        if (code !== 47) return at;
        end = at;
        after = "slash";
        break;
    }
  }
}

/**
 * The end of the path a word starting at `start` runs into ("and/or", "file.txt", "50/50"), or of
 * the e-mail address it starts when it has letters of another script and a digit ("é1@ufc.com";
 * `EMAIL` reads ASCII ones), or -1: a number takes no dot, and a word with letters of other scripts
 * runs into neither unless it has a digit.
 */
function formAfterWord(text: string, start: number) {
  let at = start;
  let letters = false;
  let digits = false;
  let ascii = true;
  for (let length = wordCharacterAt(text, at); length > 0; length = at < text.length ? wordCharacterAt(text, at) : 0) {
    const code = text.charCodeAt(at);
    if (isDigit(code)) digits = true;
    else letters = true;
    ascii &&= code < 128;
    at += length;
  }
  if (!ascii && !digits) return -1;
  const code = text.charCodeAt(at);
  if (code === 47) return pathEnd(text, at + 1, "slash");
  if (code === 46 && letters && isPathCharacter(text.charCodeAt(at + 1))) return pathEnd(text, at + 2, "part");
  const host = code === 64 && !ascii ? matchAt(HOST, text, at + 1) : 0;
  return host ? at + 1 + host : -1;
}

/** Whether digits at `at` are followed by a letter: after a word and a `-`, a part of a hyphenated word ("a-1b"), not a signed number. */
function digitsThenLetter(text: string, at: number) {
  while (isDigit(text.charCodeAt(at))) at++;
  return at < text.length && wordCharacterAt(text, at) > 0;
}

/** A stretch of text that is one token: its offsets, and its lexeme (none for a stop word or a scheme). */
interface Token {
  start: number;
  end: number;
  lexeme: string | null;
}

const formToken = (text: string, start: number, end: number): Token => ({ start, end, lexeme: text.slice(start, end).toLowerCase() });
const formTokens = (text: string, start: number, end: number) => (end > start ? [formToken(text, start, end)] : []);

/**
 * The tokens of the form starting at `at` (a URL gives its host and its path), or none. `labels`
 * remembers where the labels end from which a host name and an e-mail address were not found.
 */
function formsAt(text: string, at: number, labels: { failedUpTo: number }): Token[] {
  const code = text.charCodeAt(at);
  if (code === 47) return formTokens(text, at, pathEnd(text, at + 1, "slash"));
  if (code === 126) return formTokens(text, at, pathEnd(text, at + 1, "tilde"));
  if (code === 46) return formTokens(text, at, pathEnd(text, at + 1, "dot"));
  if (code === 43 || code === 45) {
    const number = text.slice(at, at + matchAt(NUMBER, text, at));
    // A signed number with a second dot ("-1.2.3") is read as the version after its sign.
    return number.indexOf(".") !== number.lastIndexOf(".") ? [] : formTokens(text, at, at + number.length);
  }
  if (matchAt(EXPONENT, text, at)) return formTokens(text, at, at + matchAt(NUMBER, text, at));
  const scheme = matchAt(SCHEME, text, at);
  if (scheme) return [{ start: at, end: at + scheme, lexeme: null }];
  if (at >= labels.failedUpTo) {
    const email = matchAt(EMAIL, text, at);
    if (email) return [formToken(text, at, at + email)];
    const host = matchAt(HOST, text, at);
    if (host) {
      const path = matchAt(URL_PATH, text, at + host);
      return path ? [formToken(text, at, at + host), formToken(text, at + host, at + host + path)] : [formToken(text, at, at + host)];
    }
    labels.failedUpTo = at + matchAt(LABELS, text, at);
  }
  const number = isDigit(code) ? matchAt(NUMBER, text, at) : 0;
  return number ? [formToken(text, at, at + number)] : formTokens(text, at, formAfterWord(text, at));
}

/** Whether the character at `at` is part of a word (see `WORD_CLASS`), and its length in UTF-16 units. */
function wordCharacterAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (isAsciiAlphanumeric(code)) return 1;
  if (code < 128) return 0;
  const character = String.fromCodePoint(text.codePointAt(at)!);
  return WORD_CHARACTER.test(character) ? character.length : 0;
}

const isAsciiLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isHexDigit = (code: number) => isDigit(code) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
/** A letter or digit of any script, as the parser's `iswalnum` reads one (a combining mark is not). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isLetterOrDigitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code < 128 ? isAsciiAlphanumeric(code) : LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(at)!));
};
/** What a tag may hold outside its quoted values, besides ASCII letters, digits and white space. */
const TAG_PUNCTUATION = new Set("=-_#/:.&?%~");
/** What a tag's name may hold after its first character, besides letters and digits. */
const TAG_NAME_PUNCTUATION = new Set(":_.-");

/**
 * Markup as PostgreSQL's parser reads it: tags (`<b>`, `</a>`, `<a href="ufc.com">`, `<br/>`,
 * `<!-- … -->`, `<!DOCTYPE …>`, `<?xml …>`) and entities (`&amp;`, `&#38;`, `&#x26;`) are tokens
 * with no lexeme, so nothing in them is a word; and after a tag named `script` or `style` every
 * word is left out up to a tag named `/script` or `/style` (which of the two does not matter there,
 * and a tag's name counts once it is followed by a space or `>`, even when the rest of the tag
 * then turns out not to be one). A `<` or `&` that starts no tag or entity is punctuation. The
 * parser tries a tag from every `<`, and an unclosed quote or comment is read to the text's end:
 * the ends found are kept, so that a text full of `<a "` costs its length, not its square.
 */
function markupReader(text: string) {
  let ignoring = false;
  /** Where a tag read on from a position (outside its quoted values) ends, or -1: every attempt reaching that position ends alike. */
  const tagEnds = new Map<number, number>();
  /** The closing quote of the quoted value opened at a position, or -1. */
  const closingQuotes = new Map<number, number>();
  let commentClose = { from: Infinity, at: -1 };

  const closingQuote = (open: number) => {
    let close = closingQuotes.get(open);
    if (close === undefined) {
      const quote = text.charCodeAt(open);
      close = -1;
      for (let at = open + 1; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code === 92) at++;
        else if (code === quote) {
          close = at;
          break;
        }
      }
      closingQuotes.set(open, close);
    }
    return close;
  };

  /** The end of a tag read on from `from`, inside it after its name. */
  const tagEndFrom = (from: number) => {
    const visited: number[] = [];
    let end = -1;
    for (let at = from; at < text.length; at++) {
      const known = tagEnds.get(at);
      if (known !== undefined) {
        end = known;
        break;
      }
      visited.push(at);
      const code = text.charCodeAt(at);
      if (code === 62) {
        end = at + 1;
        break;
      }
      if (code === 34 || code === 39) {
        at = closingQuote(at);
        if (at === -1) break;
        continue;
      }
      if (!(isAsciiAlphanumeric(code) || TAG_PUNCTUATION.has(text[at]) || SPACE.test(text[at]))) break;
    }
    for (const at of visited) tagEnds.set(at, end);
    return end;
  };

  /** The end of the comment whose text starts at `from` (after `<!--`): its first `-->`, or -1. */
  const commentEnd = (from: number) => {
    const foundUpTo = commentClose.at === -1 ? Infinity : commentClose.at;
    if (from < commentClose.from || from > foundUpTo) commentClose = { from, at: text.indexOf("-->", from) };
    return commentClose.at === -1 ? -1 : commentClose.at + 3;
  };

  /** A tag's name (from its `<` at `start` to the space or `>` at `at`) switches ignoring words on or off. */
  const nameRead = (start: number, at: number) => {
    const name = text.slice(start, at).toLowerCase();
    if (name === "<script" || name === "<style") ignoring = true;
    else if (name === "</script" || name === "</style") ignoring = false;
  };

  /** The end of the tag starting at `start` (a `<`), or -1. */
  const tagEnd = (start: number) => {
    let at = start + 1;
    const first = text.charCodeAt(at);
    if (first === 33) {
      const next = text[at + 1];
      if (next === "-") return text[at + 2] === "-" ? commentEnd(at + 3) : -1;
      return next === "D" || next === "d" ? tagEndFrom(at + 2) : -1;
    }
    if (first === 63) return text[at + 1] === "x" ? tagEndFrom(at + 2) : -1;
    if (first === 47) at++;
    const nameStart = text.charCodeAt(at);
    if (!(isAsciiLetter(nameStart) || (first !== 47 && (nameStart === 58 || nameStart === 95)))) return -1;
    for (at++; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === 47) return text.charCodeAt(at + 1) === 62 ? at + 2 : -1;
      if (code === 62 || SPACE.test(text[at])) {
        nameRead(start, at);
        return code === 62 ? at + 1 : tagEndFrom(at + 1);
      }
      if (!(isLetterOrDigitAt(text, at) || TAG_NAME_PUNCTUATION.has(text[at]))) return -1;
    }
    return -1;
  };

  /** The end of the entity starting at `start` (a `&`), or -1. */
  const entityEnd = (start: number) => {
    let at = start + 1;
    const code = text.charCodeAt(at);
    if (code === 35) {
      const hex = text[at + 1] === "x" || text[at + 1] === "X";
      const isNumeral = hex ? isHexDigit : isDigit;
      at += hex ? 2 : 1;
      const digitsStart = at;
      while (at < text.length && isNumeral(text.charCodeAt(at))) at++;
      return at > digitsStart && text[at] === ";" ? at + 1 : -1;
    }
    if (!(isAsciiLetter(code) || code === 58 || code === 95)) return -1;
    for (at++; at < text.length && (isLetterOrDigitAt(text, at) || TAG_NAME_PUNCTUATION.has(text[at])); at++);
    return text[at] === ";" ? at + 1 : -1;
  };

  return {
    /** Whether words are left out here (after a `script` or `style` tag). */
    get ignoring() {
      return ignoring;
    },
    tagEnd,
    entityEnd,
  };
}

/** A text's words, as offsets, and which of them are searched words. */
export interface Words {
  starts: number[];
  ends: number[];
  /** The words that are searched words: their index in `starts`, and the searched word. */
  matches: { index: number; lexeme: string }[];
}

/**
 * The words of `text` as PostgreSQL's parser cuts it (the forms above each one word), and which of
 * them are searched words: those whose lexeme `lexemes` holds, or every word with a lexeme when it
 * is null. Porter2 changes only a word's ending, so a word whose first letter no searched word has
 * is not looked up (most words of a post).
 */
export function wordsOf(text: string, lexemes: Set<string> | null): Words {
  const firstLetters = lexemes && new Set(Array.from(lexemes, (lexeme) => lexeme[0]));
  const words: Words = { starts: [], ends: [], matches: [] };
  const add = (start: number, end: number, lexeme: string | null) => {
    if (lexeme !== null && (!lexemes || lexemes.has(lexeme))) words.matches.push({ index: words.starts.length, lexeme });
    words.starts.push(start);
    words.ends.push(end);
  };
  /** Adds the forms found (none, one, or a URL's host and path) and returns where the last ends. */
  const addForms = (forms: Token[]) => {
    for (const { start, end, lexeme } of forms) add(start, end, lexeme);
    return forms.at(-1)?.end;
  };
  // The next character that may make a word part of a form, and the next white space: each found
  // once for all the words before it.
  let formCharacterAt = -1;
  let spaceAt = -1;
  const formBeforeSpace = (from: number) => {
    if (formCharacterAt < from) {
      FORM_CHARACTER.lastIndex = from;
      formCharacterAt = FORM_CHARACTER.exec(text)?.index ?? Infinity;
    }
    if (spaceAt < from) {
      WHITE_SPACE.lastIndex = from;
      spaceAt = WHITE_SPACE.exec(text)?.index ?? Infinity;
    }
    return formCharacterAt < spaceAt;
  };
  const labels = { failedUpTo: -1 };
  // Read only in a text that has a `<` or `&`: most have neither.
  let markup: ReturnType<typeof markupReader> | undefined;
  let at = 0;
  /** Where the last token ended: a `.` or `~` there may start a path; after blank space it is blank space too. */
  let tokenEnd = 0;
  /**
   * Where the last word with a letter in it ended, and where the last part of a hyphenated word
   * did: a word after either and a `-` is part of a hyphenated word (the parser reads its parts on
   * their own), which starts no form; a `-` before digits after a part is no sign.
   */
  let letterWordEnd = -1;
  let partEnd = -1;
  /** Where to read on after a token that ends at `end`, or after one character when none was found (-1). */
  const afterToken = (end: number) => {
    if (end === -1) return at + 1;
    tokenEnd = end;
    return end;
  };
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === 60) {
      markup ??= markupReader(text);
      at = afterToken(markup.tagEnd(at));
      continue;
    }
    if (markup?.ignoring) {
      const tag = text.indexOf("<", at);
      at = tag === -1 ? text.length : tag;
      continue;
    }
    if (code === 38) {
      markup ??= markupReader(text);
      at = afterToken(markup.entityEnd(at));
      continue;
    }
    // A combining mark belongs to the word before it; one that starts nothing is blank.
    let length = code >= 128 && MARK.test(text[at]) ? 0 : wordCharacterAt(text, at);
    if (length === 0) {
      const next = text.charCodeAt(at + 1);
      const startsForm =
        code === 47 ||
        ((code === 46 || code === 126) && at === tokenEnd) ||
        (code === 43 && isDigit(next)) ||
        (code === 45 && isDigit(next) && at !== partEnd && !(at === letterWordEnd && digitsThenLetter(text, at + 1)));
      at = afterToken((startsForm && addForms(formsAt(text, at, labels))) || -1);
      continue;
    }
    const start = at;
    let letters = false;
    let digits = false;
    while (length > 0) {
      if (isDigit(text.charCodeAt(at))) digits = true;
      else letters = true;
      at += length;
      length = at < text.length ? wordCharacterAt(text, at) : 0;
    }
    const hyphenPart =
      (start - 1 === letterWordEnd || start - 1 === partEnd) &&
      text.charCodeAt(start - 1) === 45 &&
      (!isDigit(text.charCodeAt(start)) || digitsThenLetter(text, start));
    const runsIntoForm = !hyphenPart && isJoiner(text.charCodeAt(at)) && (digits || isAsciiAlphanumeric(text.charCodeAt(start))) && formBeforeSpace(at);
    // A number with an exponent ("1e-5", "12e1x") is one however far the next dot is.
    const formsEnd =
      (runsIntoForm && addForms(formsAt(text, start, labels))) || (!hyphenPart && isDigit(text.charCodeAt(start)) && addForms(formTokens(text, start, start + matchAt(NUMBER, text, start))));
    if (formsEnd) {
      at = tokenEnd = formsEnd;
      continue;
    }
    add(start, at, !firstLetters || firstLetters.has(text[start].toLowerCase()) ? lexemeOf(text.slice(start, at)) : null);
    tokenEnd = at;
    if (letters) letterWordEnd = at;
    if (hyphenPart && letters) partEnd = at;
  }
  return words;
}

/** The lexemes of `text` in order, as PostgreSQL's english configuration reads it (stop words left out). */
export function lexemesIn(text: string): string[] {
  return wordsOf(text, null).matches.map(({ lexeme }) => lexeme);
}

/** A search term of web-search syntax: a "quoted phrase" or a word, either excluded with a leading `-`. */
const TERM = /(-?)"([^"]*)"?|(-?)(\S+)/g;

/** The lexemes a search looks for: its words and phrases' words, but not those it excludes (`-word`). */
export function searchedLexemes(q: string): Set<string> {
  const lexemes = new Set<string>();
  for (const [, phraseExcluded, phrase, wordExcluded, word] of q.matchAll(TERM)) {
    if (phraseExcluded || wordExcluded) continue;
    for (const lexeme of lexemesIn(phrase ?? word)) lexemes.add(lexeme);
  }
  return lexemes;
}

