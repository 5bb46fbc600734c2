-- Admins list the decided verification requests, the latest decision first (lib/members/verification.ts).
-- CreateIndex
CREATE INDEX "VerificationRequest_decidedAt_id_idx" ON "VerificationRequest"("decidedAt" DESC, "id" DESC);
