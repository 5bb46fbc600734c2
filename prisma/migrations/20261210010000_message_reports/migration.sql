-- A member reported from a private message they received carries that message, the one the moderators
-- then read beside the report (lib/moderation/reports.ts).
-- AlterTable
ALTER TABLE "MemberReport" ADD COLUMN     "messageId" TEXT;

-- CreateIndex
CREATE INDEX "MemberReport_messageId_idx" ON "MemberReport"("messageId");

-- AddForeignKey
ALTER TABLE "MemberReport" ADD CONSTRAINT "MemberReport_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "DirectMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

