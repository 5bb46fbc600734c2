-- A new post a member saved for later, to finish on any device (lib/threads/saved-post-draft.ts):
-- one per member, its text and poll, not its image.
-- CreateTable
CREATE TABLE "SavedPostDraft" (
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "includePoll" BOOLEAN NOT NULL,
    "pollQuestion" TEXT NOT NULL,
    "pollOptions" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedPostDraft_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "SavedPostDraft" ADD CONSTRAINT "SavedPostDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

