-- A verified pro fighter's division and pro record, on their profile and in /fighters (lib/members/fighter-details.ts).
-- CreateEnum
CREATE TYPE "WeightClass" AS ENUM ('STRAWWEIGHT', 'FLYWEIGHT', 'BANTAMWEIGHT', 'FEATHERWEIGHT', 'LIGHTWEIGHT', 'WELTERWEIGHT', 'MIDDLEWEIGHT', 'LIGHT_HEAVYWEIGHT', 'HEAVYWEIGHT');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "recordDraws" INTEGER,
ADD COLUMN     "recordLosses" INTEGER,
ADD COLUMN     "recordWins" INTEGER,
ADD COLUMN     "weightClass" "WeightClass";

-- A record is its three numbers or none, none of them negative.
ALTER TABLE "User" ADD CONSTRAINT "User_record_whole" CHECK (
  ("recordWins" IS NULL AND "recordLosses" IS NULL AND "recordDraws" IS NULL)
  OR ("recordWins" >= 0 AND "recordLosses" >= 0 AND "recordDraws" >= 0)
);
