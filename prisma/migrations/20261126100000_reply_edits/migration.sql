-- A reply's author may change its text within the edit window (DESIGN.md: edits, author only, within 1 hour).
ALTER TABLE "Reply" ADD COLUMN "editedAt" TIMESTAMP(3);

-- A live thread's reads of the replies edited since the last one (lib/live/thread-events.ts).
CREATE INDEX "Reply_threadId_editedAt_idx" ON "Reply"("threadId", "editedAt");
