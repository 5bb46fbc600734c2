-- Read receipts in private messages (lib/messages/messages.ts): a member's choice to share them, and
-- on each member's side of a conversation how far they read while sharing them.
ALTER TABLE "ConversationMember" ADD COLUMN "receiptAt" TIMESTAMP(3);

ALTER TABLE "User" ADD COLUMN "readReceipts" BOOLEAN NOT NULL DEFAULT true;
