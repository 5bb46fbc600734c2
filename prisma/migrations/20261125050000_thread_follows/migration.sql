-- Following threads (issue 19): FOLLOW notifications for new replies; an author's row with
-- following = false is their opt-out of the replies to their own thread.
CREATE TABLE "ThreadFollow" (
    "userId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "following" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ThreadFollow_pkey" PRIMARY KEY ("userId","threadId")
);

CREATE INDEX "ThreadFollow_threadId_following_idx" ON "ThreadFollow"("threadId", "following");

ALTER TABLE "ThreadFollow" ADD CONSTRAINT "ThreadFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ThreadFollow" ADD CONSTRAINT "ThreadFollow_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;
