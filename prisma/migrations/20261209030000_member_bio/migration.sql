-- A member's bio: a few lines in their words on their profile's About tab (lib/members/account.ts).
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "bio" TEXT;
