-- Fight night (issue 20): events with their card and live thread, and pick'em picks scored into Fight Cred.
CREATE TYPE "CardSegment" AS ENUM ('MAIN_CARD', 'PRELIMS');

CREATE TYPE "Corner" AS ENUM ('RED', 'BLUE');

CREATE TYPE "WinMethod" AS ENUM ('KO_TKO', 'SUBMISSION', 'DECISION');

CREATE TYPE "BoutOutcome" AS ENUM ('RED', 'BLUE', 'DRAW', 'NO_CONTEST');

ALTER TABLE "User" ADD COLUMN     "pickemPoints" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "venue" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "threadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Bout" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "segment" "CardSegment" NOT NULL,
    "weightClass" TEXT NOT NULL,
    "scheduledRounds" INTEGER NOT NULL,
    "redName" TEXT NOT NULL,
    "blueName" TEXT NOT NULL,
    "redFighterId" TEXT,
    "blueFighterId" TEXT,
    "outcome" "BoutOutcome",
    "method" "WinMethod",
    "round" INTEGER,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "Bout_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Pick" (
    "userId" TEXT NOT NULL,
    "boutId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "winner" "Corner" NOT NULL,
    "method" "WinMethod",
    "points" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Pick_pkey" PRIMARY KEY ("userId","boutId")
);

CREATE UNIQUE INDEX "Event_threadId_key" ON "Event"("threadId");

CREATE INDEX "Event_startsAt_id_idx" ON "Event"("startsAt", "id");

CREATE INDEX "Bout_eventId_position_idx" ON "Bout"("eventId", "position");

CREATE INDEX "Bout_redFighterId_idx" ON "Bout"("redFighterId");

CREATE INDEX "Bout_blueFighterId_idx" ON "Bout"("blueFighterId");

CREATE INDEX "Pick_boutId_winner_idx" ON "Pick"("boutId", "winner");

CREATE INDEX "Pick_eventId_userId_idx" ON "Pick"("eventId", "userId");

ALTER TABLE "Event" ADD CONSTRAINT "Event_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Bout" ADD CONSTRAINT "Bout_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Bout" ADD CONSTRAINT "Bout_redFighterId_fkey" FOREIGN KEY ("redFighterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Bout" ADD CONSTRAINT "Bout_blueFighterId_fkey" FOREIGN KEY ("blueFighterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Pick" ADD CONSTRAINT "Pick_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Pick" ADD CONSTRAINT "Pick_boutId_fkey" FOREIGN KEY ("boutId") REFERENCES "Bout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Pick" ADD CONSTRAINT "Pick_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

