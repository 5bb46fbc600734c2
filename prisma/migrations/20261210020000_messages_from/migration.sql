-- Who may send a member private messages: anyone (the default), or only the members they follow and
-- those they wrote to (lib/messages/messages.ts).
-- CreateEnum
CREATE TYPE "MessagesFrom" AS ENUM ('EVERYONE', 'FOLLOWED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "messagesFrom" "MessagesFrom" NOT NULL DEFAULT 'EVERYONE';

