-- "searchIndexQuery" (migration 20261126140000_search_index_query) with the same result, in
-- PL/pgSQL. PostgreSQL computes it when it plans a search, five or six times a statement: as a SQL
-- function with a subquery it parsed and planned its own body at each of those calls (0.3 ms of a
-- one-word search's 1.2 ms of planning); PL/pgSQL keeps its statement's plan for the connection,
-- and one word, a phrase, OR or -word return before reaching it.
CREATE OR REPLACE FUNCTION "searchIndexQuery"(words tsquery, common text[]) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  rarer text;
BEGIN
  IF words::text !~ '^''[^'']+''( & ''[^'']+'')+$' THEN
    RETURN words;
  END IF;
  SELECT string_agg(part, ' & ') INTO rarer
  FROM unnest(string_to_array(words::text, ' & ')) AS part
  WHERE NOT btrim(part, '''') = ANY (common);
  RETURN coalesce(rarer::tsquery, words);
END
$$;
