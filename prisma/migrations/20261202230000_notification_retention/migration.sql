-- Notices are kept 90 days (lib/notifications/retention.ts): this index finds the expired ones.
CREATE INDEX "Notification_createdAt_idx" ON "Notification"("createdAt");
