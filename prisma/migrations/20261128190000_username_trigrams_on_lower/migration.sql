-- The trigram indexes of the member search and the mention list move from "username" to
-- lower("username"): the same text, as usernames are stored lowercase. pg_trgm's operator classes
-- answer = too (pg_trgm 1.6), and PostgreSQL chose them for an equality on "username" (a profile,
-- a mention, the search's author filter): the GiST index, costed 8.29 against the unique b-tree's
-- 8.30, read 40 to 90 buffers instead of 3, and the GIN index answered `username = ANY(...)`.
-- On an expression they can no longer answer an equality on the column, which the b-tree keeps.
-- Prisma's schema cannot declare an index on an expression, and its schema engine leaves such
-- indexes out of its diffs (`migrate diff`, `migrate dev`): they are kept here only.
DROP INDEX "User_username_idx";
DROP INDEX "User_username_closest_idx";
CREATE INDEX "User_username_trigram_idx" ON "User" USING GIN (lower("username") gin_trgm_ops);
CREATE INDEX "User_username_closest_idx" ON "User" USING GIST (lower("username") gist_trgm_ops);
