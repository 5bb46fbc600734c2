-- The part of a search's words that its GIN scans read (lib/search/search.ts): words ANDed
-- together, without those in `common` (lexemes in a large share of the posts, from pg_stats), so
-- that a scan does not decode the whole posting list of a word nearly every post has; the rows
-- found are then checked against all the words. Anything else (phrases, OR, -word, one word, or
-- only common words) is returned as it is. Immutable, so PostgreSQL computes it when it plans.
CREATE FUNCTION "searchIndexQuery"(words tsquery, common text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN words::text ~ '^''[^'']+''( & ''[^'']+'')+$' THEN coalesce((
      SELECT string_agg(part, ' & ')::tsquery
      FROM unnest(string_to_array(words::text, ' & ')) AS part
      WHERE NOT btrim(part, '''') = ANY (common)
      HAVING count(*) > 0), words)
    ELSE words
  END;
