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
 * `windowsNewestFirst(anchor)` cuts all time into spans, newest first: the anchor's hour with the
 * one before and the one after, then spans about four times longer at each level, then the rest.
 * Each span is a tsquery to AND with the member's words; every post is in exactly one of them.
 */

// The migration's levels (0 to 8) and factor (4^k, a shift by 2k bits): tests/integration/search.test.ts
// checks against its SQL function that the windows put every hour in exactly one of them.
const BUCKET_LEVELS = 9;
const BUCKETS_PER_LEVEL_UP = 4;
const HOUR_MS = 60 * 60 * 1000;

const hourOf = (at: Date) => Math.floor(at.getTime() / HOUR_MS);
const bucketAt = (hour: number, level: number) => Math.floor(hour / BUCKETS_PER_LEVEL_UP ** level);
const lexeme = (level: number, bucket: number) => `'~${level}:${bucket}'`;

/** The buckets at `level` before, at and after the anchor's: a span of 3 × 4^level hours around it. */
function around(hour: number, level: number) {
  const bucket = bucketAt(hour, level);
  return `(${[bucket - 1, bucket, bucket + 1].map((each) => lexeme(level, each)).join(" | ")})`;
}

/**
 * The spans of time, newest first, as tsquery texts: the level-0 span around the anchor, then each
 * level's span without the level below it, then everything outside the top level's span. Each
 * span nests the one before, so together they cover every post once; the one after the anchor's
 * bucket absorbs a clock that is somewhat ahead of the anchor's.
 */
export function windowsNewestFirst(anchor: Date): string[] {
  const hour = hourOf(anchor);
  const spans = Array.from({ length: BUCKET_LEVELS }, (_, level) => around(hour, level));
  return [spans[0], ...spans.slice(1).map((span, index) => `${span} & !${spans[index]}`), `!${spans[BUCKET_LEVELS - 1]}`];
}
