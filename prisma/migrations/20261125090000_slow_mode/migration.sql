-- Slow mode (issue 20): staff set a minimum interval between one member's replies in a thread (0: off).
ALTER TABLE "Thread" ADD COLUMN "slowModeSeconds" INTEGER NOT NULL DEFAULT 0;
