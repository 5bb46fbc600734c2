-- The report notices sent before REPORT existed (SYSTEM, to staff) become REPORT notices, so they
-- open the queue too. A migration of its own: a new enum value can be used once its ALTER TYPE has
-- committed.
UPDATE "Notification" n
SET type = 'REPORT'
FROM "User" recipient
WHERE recipient.id = n."userId"
  AND recipient.role IN ('MODERATOR', 'ADMIN')
  AND n.type = 'SYSTEM'
  AND n.message LIKE 'A % was reported to the moderators (%). Open Reports in your account menu to handle it.';
