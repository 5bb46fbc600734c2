-- The replies whose followers are still to be told (lib/threads/follow.ts): a server that stopped
-- after a reply committed, before its followers' notices were written, no longer loses them.
CREATE TABLE "PendingFollowerNotice" (
    "replyId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PendingFollowerNotice_pkey" PRIMARY KEY ("replyId")
);

CREATE INDEX "PendingFollowerNotice_createdAt_idx" ON "PendingFollowerNotice"("createdAt");

ALTER TABLE "PendingFollowerNotice" ADD CONSTRAINT "PendingFollowerNotice_replyId_fkey" FOREIGN KEY ("replyId") REFERENCES "Reply"("id") ON DELETE CASCADE ON UPDATE CASCADE;
