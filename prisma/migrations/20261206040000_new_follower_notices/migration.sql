-- A member is told who started following them (NEW_FOLLOWER, lib/members/member-follows.ts).
-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'NEW_FOLLOWER';
