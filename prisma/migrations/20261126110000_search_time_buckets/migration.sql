-- Time buckets in the search vectors (lib/search/time-windows.ts): at each level k from 0 to 8,
-- the hour a post was created divided by 4^k, as the lexeme `~k:<bucket>`. Searches AND a span of
-- them with the member's words, so the GIN index finds the newest matches without reading the
-- older ones. No typed word becomes such a lexeme (the parser drops "~" and ":"), and ranking and
-- snippets read the member's words only.
CREATE FUNCTION "searchTimeBuckets"(created timestamp(3)) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(
    SELECT '~' || level || ':' || (floor(extract(epoch FROM created) / 3600)::bigint >> (2 * level))
    FROM generate_series(0, 8) AS level));

-- Generated columns cannot be changed in place before PostgreSQL 17: dropped (with their indexes) and added again.
ALTER TABLE "Thread" DROP COLUMN "search", DROP COLUMN "titleSearch";
ALTER TABLE "Thread"
  ADD COLUMN "titleSearch" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') || "searchTimeBuckets"("createdAt")
  ) STORED,
  ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "content"), 'B')
      || "searchTimeBuckets"("createdAt")
  ) STORED;
CREATE INDEX "Thread_search_idx" ON "Thread" USING GIN ("search");
CREATE INDEX "Thread_titleSearch_idx" ON "Thread" USING GIN ("titleSearch");

ALTER TABLE "Reply" DROP COLUMN "search";
ALTER TABLE "Reply" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, "content") || "searchTimeBuckets"("createdAt")
) STORED;
CREATE INDEX "Reply_search_idx" ON "Reply" USING GIN ("search");
