-- Pick'em reminders (lib/events/pickem-reminders.ts): a notice to regular pickers who have not picked
-- every fight of an event whose picks lock within hours, sent once per event and start time.
ALTER TYPE "NotificationType" ADD VALUE 'PICKEM_REMINDER';

ALTER TABLE "Event" ADD COLUMN "pickersRemindedAt" TIMESTAMP(3);
