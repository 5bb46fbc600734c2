-- Notification preferences (/account): the types a member turned off. Empty means every type on.
ALTER TABLE "User" ADD COLUMN "notificationsOff" "NotificationType"[] NOT NULL DEFAULT ARRAY[]::"NotificationType"[];
