-- Hot and top thread lists (issue 19). Both scores are generated from the thread's own counters,
-- so every write that moves a counter keeps them current, and indexes serve each list in order.
--   hot: Reddit's formula, independent of the time it is read: log10 of the engagement (likes −
--        dislikes + replies, at least 1) with its sign, plus one point per 12.5 hours of creation
--        time. Ten times the engagement equals 12.5 hours newer.
--   top: likes − dislikes.
ALTER TABLE "Thread"
  ADD COLUMN "hotScore" DOUBLE PRECISION NOT NULL GENERATED ALWAYS AS (
    sign(("likesCount" - "dislikesCount" + "repliesCount")::double precision)
      * log(greatest(abs("likesCount" - "dislikesCount" + "repliesCount"), 1)::double precision)
      + extract(epoch FROM "createdAt")::double precision / 45000
  ) STORED,
  ADD COLUMN "topScore" INTEGER NOT NULL GENERATED ALWAYS AS ("likesCount" - "dislikesCount") STORED;

CREATE INDEX "Thread_categoryId_hotScore_id_isPinned_idx" ON "Thread" ("categoryId", "hotScore" DESC, "id" DESC, "isPinned");
CREATE INDEX "Thread_categoryId_topScore_id_isPinned_idx" ON "Thread" ("categoryId", "topScore" DESC, "id" DESC, "isPinned");
