/**
 * Time windows for search, so that finding a query's newest matches costs about as much as the
 * matches it keeps, not every match there is (a common word is in thousands of posts).
 *
 * Every post's search vector also holds one time-bucket lexeme per level (migration
 * 20261126110000_search_time_buckets, SQL function "searchTimeBuckets"): at level k, the hour of
 * its creation divided by 4^k, written `~k:<bucket>`. No word a member types can become such a
 * lexeme (the text-search parser drops "~" and ":"). So the GIN index that finds a word can also
 * find it within a time span, without reading a single row outside that span.
 *
 * `windowsNewestFirst(anchor)` cuts all time into windows, newest first; each is a tsquery to AND
 * with the member's words, and every post is in exactly one of them.
 */

// The migration's levels (0 to 8) and factor (4^k, a shift by 2k bits): tests/integration/search.test.ts
// checks against its SQL function that the windows put every hour in exactly one of them.
const TOP_LEVEL = 8;
const BUCKETS_PER_LEVEL_UP = 4;
const HOUR_MS = 60 * 60 * 1000;

const hourOf = (at: Date) => Math.floor(at.getTime() / HOUR_MS);
/** How many hours a bucket at `level` spans. */
const hoursIn = (level: number) => BUCKETS_PER_LEVEL_UP ** level;
const lexeme = (level: number, bucket: number) => `'~${level}:${bucket}'`;
const anyOf = (lexemes: string[]) => `(${lexemes.join(" | ")})`;

/**
 * The windows, newest first, as tsquery texts:
 * 1. the anchor's hour with the one before and the one after (a clock somewhat ahead of the anchor's);
 * 2. back from there, one bucket a window: each the largest bucket that ends where the last window
 *    began and is no longer than all the windows before it together, down to the start of the top
 *    level's bucket before the anchor's (7.5 to 15 years back). A search then reads at most about
 *    twice the time its newest matches are in: windows four times longer each time read up to four
 *    times as many rows as the search keeps (a one-word search 963 rows for 200, at the benchmark's scale);
 * 3. the rest of the top level's buckets after the anchor (a clock far ahead);
 * 4. everything else.
 */
export function windowsNewestFirst(anchor: Date): string[] {
  const hour = hourOf(anchor);
  const top = Math.floor(hour / hoursIn(TOP_LEVEL));
  const windows = [anyOf([hour - 1, hour, hour + 1].map((each) => lexeme(0, each)))];

  const oldest = (top - 1) * hoursIn(TOP_LEVEL);
  for (let end = hour - 1; end > oldest; ) {
    const covered = hour + 2 - end;
    const level = largestLevelAt(end, (hours) => hours <= covered);
    windows.push(lexeme(level, end / hoursIn(level) - 1));
    end -= hoursIn(level);
  }

  const ahead: string[] = [];
  const last = (top + 2) * hoursIn(TOP_LEVEL);
  for (let start = hour + 2; start < last; ) {
    const room = last - start;
    const level = largestLevelAt(start, (hours) => hours <= room);
    ahead.push(lexeme(level, start / hoursIn(level)));
    start += hoursIn(level);
  }
  if (ahead.length > 0) windows.push(anyOf(ahead));

  windows.push(`!${anyOf([top - 1, top, top + 1].map((each) => lexeme(TOP_LEVEL, each)))}`);
  return windows;
}

/** The highest level (up to the top) with a bucket boundary at `hour` and a bucket length that `fits`. */
function largestLevelAt(hour: number, fits: (hours: number) => boolean) {
  let level = 0;
  while (level < TOP_LEVEL && hour % hoursIn(level + 1) === 0 && fits(hoursIn(level + 1))) level += 1;
  return level;
}
