-- A member deletes a conversation from their inbox: its messages up to then are gone for them, not for
-- the other member (lib/messages/messages.ts).
-- AlterTable
ALTER TABLE "ConversationMember" ADD COLUMN     "clearedAt" TIMESTAMP(3);

