-- A member's followers, newest first, by keyset (GET /api/users/{id}/followers); the index still
-- serves the new-thread telling's join on "memberId" that the one it replaces served.
-- DropIndex
DROP INDEX "MemberFollow_memberId_idx";

-- CreateIndex
CREATE INDEX "MemberFollow_memberId_createdAt_followerId_idx" ON "MemberFollow"("memberId", "createdAt" DESC, "followerId" DESC);
