-- A reply's author may change its text within the edit window (DESIGN.md: edits, author only, within 1 hour).
ALTER TABLE "Reply" ADD COLUMN "editedAt" TIMESTAMP(3);
