-- Staff's notice that a post or member entered the report queue has a type of its own, which opens
-- the queue (/moderation) from the bell: lib/moderation/reports.ts.
-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'REPORT';
