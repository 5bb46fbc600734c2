-- A member who picked an event's fights is told their points and place when staff end it
-- (lib/events/pickem-notices.ts).
-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'PICKEM_RESULT';
