-- Search (lib/search): PostgreSQL full-text search over threads and replies, trigram matching
-- for usernames. The vectors are generated columns, so every write keeps them current.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A thread's title weighs more than its content. The title alone is what a viewer who may not
-- read a pro fighter's post is matched against (premium content is never searched for them).
ALTER TABLE "Thread"
  ADD COLUMN "titleSearch" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A')) STORED,
  ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "content"), 'B')
  ) STORED;
CREATE INDEX "Thread_search_idx" ON "Thread" USING GIN ("search");
CREATE INDEX "Thread_titleSearch_idx" ON "Thread" USING GIN ("titleSearch");
-- Newest first across categories: where a common word's matches are read from.
CREATE INDEX "Thread_createdAt_id_idx" ON "Thread" ("createdAt" DESC, "id" DESC);

ALTER TABLE "Reply" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "content")) STORED;
CREATE INDEX "Reply_search_idx" ON "Reply" USING GIN ("search");
CREATE INDEX "Reply_createdAt_id_idx" ON "Reply" ("createdAt" DESC, "id" DESC);

CREATE INDEX "User_username_idx" ON "User" USING GIN ("username" gin_trgm_ops);
