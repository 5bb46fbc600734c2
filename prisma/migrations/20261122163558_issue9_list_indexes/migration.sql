-- DropIndex
DROP INDEX "Thread_categoryId_isPinned_createdAt_id_idx";

-- DropIndex
DROP INDEX "Thread_categoryId_isPinned_lastActivityAt_id_idx";

-- DropIndex
DROP INDEX "Thread_userId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Thread_categoryId_lastActivityAt_id_isPinned_idx" ON "Thread"("categoryId", "lastActivityAt" DESC, "id" DESC, "isPinned");

-- CreateIndex
CREATE INDEX "Thread_categoryId_createdAt_id_isPinned_idx" ON "Thread"("categoryId", "createdAt" DESC, "id" DESC, "isPinned");

-- CreateIndex
CREATE INDEX "Thread_categoryId_isPinned_pinnedAt_id_idx" ON "Thread"("categoryId", "isPinned", "pinnedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Thread_userId_createdAt_id_idx" ON "Thread"("userId", "createdAt" DESC, "id" DESC);
