-- Robbery polls (issue 20): paid members' votes on a decision, the bout's verdict, and the insurance claim it records.
ALTER TABLE "Bout" ADD COLUMN     "robbery" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "RobberyVote" (
    "userId" TEXT NOT NULL,
    "boutId" TEXT NOT NULL,
    "robbery" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RobberyVote_pkey" PRIMARY KEY ("userId","boutId")
);

CREATE TABLE "RobberyClaim" (
    "id" TEXT NOT NULL,
    "boutId" TEXT NOT NULL,
    "fighterId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RobberyClaim_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "RobberyVote_boutId_robbery_idx" ON "RobberyVote"("boutId", "robbery");

CREATE UNIQUE INDEX "RobberyClaim_boutId_key" ON "RobberyClaim"("boutId");

CREATE INDEX "RobberyClaim_fighterId_idx" ON "RobberyClaim"("fighterId");

ALTER TABLE "RobberyVote" ADD CONSTRAINT "RobberyVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RobberyVote" ADD CONSTRAINT "RobberyVote_boutId_fkey" FOREIGN KEY ("boutId") REFERENCES "Bout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RobberyClaim" ADD CONSTRAINT "RobberyClaim_boutId_fkey" FOREIGN KEY ("boutId") REFERENCES "Bout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "RobberyClaim" ADD CONSTRAINT "RobberyClaim_fighterId_fkey" FOREIGN KEY ("fighterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

