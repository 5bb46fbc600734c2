-- A verified pro fighter's division and pro record, on their profile and in /fighters (lib/members/fighter-details.ts).
-- CreateEnum
CREATE TYPE "WeightClass" AS ENUM ('STRAWWEIGHT', 'FLYWEIGHT', 'BANTAMWEIGHT', 'FEATHERWEIGHT', 'LIGHTWEIGHT', 'WELTERWEIGHT', 'MIDDLEWEIGHT', 'LIGHT_HEAVYWEIGHT', 'HEAVYWEIGHT');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "recordDraws" INTEGER,
ADD COLUMN     "recordLosses" INTEGER,
ADD COLUMN     "recordWins" INTEGER,
ADD COLUMN     "weightClass" "WeightClass";

