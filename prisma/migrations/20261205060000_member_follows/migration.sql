-- Following members: MemberFollow rows, the NEW_THREAD notice a followed member's new thread sends
-- its followers, and the pending row that tells them once the thread's request has answered.
-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'NEW_THREAD';

-- CreateTable
CREATE TABLE "MemberFollow" (
    "followerId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberFollow_pkey" PRIMARY KEY ("followerId","memberId")
);

-- CreateTable
CREATE TABLE "PendingNewThreadNotice" (
    "threadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PendingNewThreadNotice_pkey" PRIMARY KEY ("threadId")
);

-- CreateIndex
CREATE INDEX "MemberFollow_memberId_idx" ON "MemberFollow"("memberId");

-- CreateIndex
CREATE INDEX "PendingNewThreadNotice_createdAt_idx" ON "PendingNewThreadNotice"("createdAt");

-- AddForeignKey
ALTER TABLE "MemberFollow" ADD CONSTRAINT "MemberFollow_followerId_fkey" FOREIGN KEY ("followerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberFollow" ADD CONSTRAINT "MemberFollow_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PendingNewThreadNotice" ADD CONSTRAINT "PendingNewThreadNotice_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

