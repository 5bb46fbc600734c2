-- Search entries in tables of their own (docs/decisions.md, "Search entries beside the posts").
-- A thread's counters change with every like and reply, and its hot, top and recent indexes read
-- them, so PostgreSQL never updates a thread in place: each like wrote the thread's generated
-- search vectors into both GIN indexes again. The vectors now live in "ThreadSearch" and
-- "ReplySearch" with the filters a search reads (author, category, time, poll, image), written by
-- the triggers below only when a post is created, edited or deleted, or gains or loses its poll
-- or image.

CREATE TABLE "ThreadSearch" (
    "threadId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "hasPoll" BOOLEAN NOT NULL,
    "hasImage" BOOLEAN NOT NULL,
    "titleSearch" tsvector NOT NULL,
    "search" tsvector NOT NULL,

    CONSTRAINT "ThreadSearch_pkey" PRIMARY KEY ("threadId")
);

CREATE TABLE "ReplySearch" (
    "replyId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "hasImage" BOOLEAN NOT NULL,
    "search" tsvector NOT NULL,

    CONSTRAINT "ReplySearch_pkey" PRIMARY KEY ("replyId")
);

-- The vectors, as the generated columns computed them (migration 20261126110000_search_time_buckets).
CREATE FUNCTION "threadTitleVector"(title text, created timestamp(3)) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig, title), 'A') || "searchTimeBuckets"(created);

CREATE FUNCTION "threadVector"(title text, content text, created timestamp(3)) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, content), 'B')
    || "searchTimeBuckets"(created);

CREATE FUNCTION "replyVector"(content text, created timestamp(3)) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('english'::regconfig, content) || "searchTimeBuckets"(created);

-- New threads and replies, a statement at a time (the scale seed inserts 1,000,000 replies in one).
CREATE FUNCTION "addThreadSearch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ThreadSearch" ("threadId", "userId", "categoryId", "createdAt", "hasPoll", "hasImage", "titleSearch", "search")
  SELECT t.id, t."userId", t."categoryId", t."createdAt",
    EXISTS (SELECT 1 FROM "Poll" p WHERE p."threadId" = t.id),
    EXISTS (SELECT 1 FROM "ThreadMedia" m WHERE m."threadId" = t.id),
    "threadTitleVector"(t.title, t."createdAt"), "threadVector"(t.title, t.content, t."createdAt")
  FROM added t;
  RETURN NULL;
END $$;
CREATE TRIGGER "Thread_search_added" AFTER INSERT ON "Thread"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "addThreadSearch"();

CREATE FUNCTION "addReplySearch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ReplySearch" ("replyId", "threadId", "userId", "createdAt", "hasImage", "search")
  SELECT r.id, r."threadId", r."userId", r."createdAt",
    EXISTS (SELECT 1 FROM "ReplyMedia" m WHERE m."replyId" = r.id),
    "replyVector"(r.content, r."createdAt")
  FROM added r WHERE r."deletedAt" IS NULL AND r."userId" IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER "Reply_search_added" AFTER INSERT ON "Reply"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "addReplySearch"();

-- Edits, a row at a time, and only when a searched column changed: a like's UPDATE of the
-- counters does not call them (the WHEN clause is checked without running the function).
CREATE FUNCTION "editThreadSearch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ThreadSearch" SET "userId" = NEW."userId", "categoryId" = NEW."categoryId", "createdAt" = NEW."createdAt",
    "titleSearch" = "threadTitleVector"(NEW.title, NEW."createdAt"),
    "search" = "threadVector"(NEW.title, NEW.content, NEW."createdAt")
  WHERE "threadId" = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "Thread_search_edited" AFTER UPDATE OF title, content, "userId", "categoryId", "createdAt" ON "Thread"
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content OR OLD."userId" IS DISTINCT FROM NEW."userId"
    OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION "editThreadSearch"();

-- A reply is searched while it is not deleted and has its author (an account's deletion sets
-- "userId" to null through the foreign key, which runs this trigger too).
CREATE FUNCTION "editReplySearch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."deletedAt" IS NOT NULL OR NEW."userId" IS NULL THEN
    DELETE FROM "ReplySearch" WHERE "replyId" = NEW.id;
  ELSE
    INSERT INTO "ReplySearch" ("replyId", "threadId", "userId", "createdAt", "hasImage", "search")
    VALUES (NEW.id, NEW."threadId", NEW."userId", NEW."createdAt",
      EXISTS (SELECT 1 FROM "ReplyMedia" m WHERE m."replyId" = NEW.id), "replyVector"(NEW.content, NEW."createdAt"))
    ON CONFLICT ("replyId") DO UPDATE SET "threadId" = EXCLUDED."threadId", "userId" = EXCLUDED."userId",
      "createdAt" = EXCLUDED."createdAt", "hasImage" = EXCLUDED."hasImage", "search" = EXCLUDED."search";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Reply_search_edited" AFTER UPDATE OF content, "deletedAt", "userId", "threadId", "createdAt" ON "Reply"
  FOR EACH ROW
  WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD."userId" IS DISTINCT FROM NEW."userId"
    OR OLD."threadId" IS DISTINCT FROM NEW."threadId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION "editReplySearch"();

-- A thread's poll and image, a reply's image: the filters "has poll" and "has image".
CREATE FUNCTION "markThreadAttachments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  thread text := CASE WHEN TG_OP = 'DELETE' THEN OLD."threadId" ELSE NEW."threadId" END;
BEGIN
  UPDATE "ThreadSearch" SET
    "hasPoll" = EXISTS (SELECT 1 FROM "Poll" p WHERE p."threadId" = thread),
    "hasImage" = EXISTS (SELECT 1 FROM "ThreadMedia" m WHERE m."threadId" = thread)
  WHERE "threadId" = thread;
  RETURN NULL;
END $$;
CREATE TRIGGER "Poll_search_marked" AFTER INSERT OR DELETE ON "Poll" FOR EACH ROW EXECUTE FUNCTION "markThreadAttachments"();
CREATE TRIGGER "ThreadMedia_search_marked" AFTER INSERT OR DELETE ON "ThreadMedia" FOR EACH ROW EXECUTE FUNCTION "markThreadAttachments"();

CREATE FUNCTION "markReplyAttachments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reply text := CASE WHEN TG_OP = 'DELETE' THEN OLD."replyId" ELSE NEW."replyId" END;
BEGIN
  UPDATE "ReplySearch" SET "hasImage" = EXISTS (SELECT 1 FROM "ReplyMedia" m WHERE m."replyId" = reply) WHERE "replyId" = reply;
  RETURN NULL;
END $$;
CREATE TRIGGER "ReplyMedia_search_marked" AFTER INSERT OR DELETE ON "ReplyMedia" FOR EACH ROW EXECUTE FUNCTION "markReplyAttachments"();

-- The posts there are, then their indexes (built once, compact, rather than grown row by row).
INSERT INTO "ThreadSearch" ("threadId", "userId", "categoryId", "createdAt", "hasPoll", "hasImage", "titleSearch", "search")
SELECT t.id, t."userId", t."categoryId", t."createdAt",
  EXISTS (SELECT 1 FROM "Poll" p WHERE p."threadId" = t.id),
  EXISTS (SELECT 1 FROM "ThreadMedia" m WHERE m."threadId" = t.id),
  "threadTitleVector"(t.title, t."createdAt"), "threadVector"(t.title, t.content, t."createdAt")
FROM "Thread" t;

INSERT INTO "ReplySearch" ("replyId", "threadId", "userId", "createdAt", "hasImage", "search")
SELECT r.id, r."threadId", r."userId", r."createdAt",
  EXISTS (SELECT 1 FROM "ReplyMedia" m WHERE m."replyId" = r.id),
  "replyVector"(r.content, r."createdAt")
FROM "Reply" r WHERE r."deletedAt" IS NULL AND r."userId" IS NOT NULL;

CREATE INDEX "ThreadSearch_search_idx" ON "ThreadSearch" USING GIN ("search");
CREATE INDEX "ThreadSearch_titleSearch_idx" ON "ThreadSearch" USING GIN ("titleSearch");
CREATE INDEX "ReplySearch_search_idx" ON "ReplySearch" USING GIN ("search");

ALTER TABLE "ThreadSearch" ADD CONSTRAINT "ThreadSearch_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReplySearch" ADD CONSTRAINT "ReplySearch_replyId_fkey" FOREIGN KEY ("replyId") REFERENCES "Reply"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The generated columns and their indexes.
ALTER TABLE "Thread" DROP COLUMN "search", DROP COLUMN "titleSearch";
ALTER TABLE "Reply" DROP COLUMN "search";

-- Statistics at once (the planner's estimates, and the common words lib/search/common-words.ts
-- reads), rather than at autovacuum's next pass.
ANALYZE "ThreadSearch";
ANALYZE "ReplySearch";
