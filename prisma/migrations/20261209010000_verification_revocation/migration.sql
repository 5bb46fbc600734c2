-- An admin can take a verification back (REVOKED, with a reason), and a member is told of every
-- decision about their verification by a notice that opens /account's Verification (lib/members/verification.ts).
-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'VERIFICATION_DECISION';

-- AlterEnum
ALTER TYPE "VerificationStatus" ADD VALUE 'REVOKED';
