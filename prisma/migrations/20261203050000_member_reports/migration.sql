-- Members report other members (their name, picture or profile) to the moderators: lib/moderation/reports.ts.
-- IMPERSONATION is a reason for members only (lib/validation/report-reasons.ts).
-- AlterEnum
ALTER TYPE "ReportReason" ADD VALUE 'IMPERSONATION';

-- CreateTable
CREATE TABLE "MemberReport" (
    "id" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT,
    "status" "ReportStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedById" TEXT,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "MemberReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MemberReport_status_createdAt_idx" ON "MemberReport"("status", "createdAt");

-- CreateIndex
CREATE INDEX "MemberReport_memberId_idx" ON "MemberReport"("memberId");

-- CreateIndex
CREATE INDEX "MemberReport_dismissedById_idx" ON "MemberReport"("dismissedById");

-- CreateIndex
CREATE UNIQUE INDEX "MemberReport_reporterId_memberId_key" ON "MemberReport"("reporterId", "memberId");

-- AddForeignKey
ALTER TABLE "MemberReport" ADD CONSTRAINT "MemberReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberReport" ADD CONSTRAINT "MemberReport_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberReport" ADD CONSTRAINT "MemberReport_dismissedById_fkey" FOREIGN KEY ("dismissedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

