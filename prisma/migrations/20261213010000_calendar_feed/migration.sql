-- Fight night calendar feed (lib/events/calendar-feed.ts): the secret in a member's calendar address,
-- looked up by its unique index when a calendar app asks for the feed.
ALTER TABLE "User" ADD COLUMN "calendarFeedToken" TEXT;

CREATE UNIQUE INDEX "User_calendarFeedToken_key" ON "User"("calendarFeedToken");
