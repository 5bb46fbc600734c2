-- /notifications lists one kind of a member's notices (lib/notifications/notification-kinds.ts):
-- this index finds them without reading the member's other notices, however many likes they get.
CREATE INDEX "Notification_userId_type_createdAt_idx" ON "Notification"("userId", "type", "createdAt" DESC);
