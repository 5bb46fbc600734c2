-- A member unsends a private message they sent: both members see that it was, not what it said, and
-- their open pages of the inbox read it again (lib/messages/messages.ts).
-- AlterTable
ALTER TABLE "ConversationMember" ADD COLUMN     "lastUnsentAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "DirectMessage" ADD COLUMN     "unsentAt" TIMESTAMP(3);
