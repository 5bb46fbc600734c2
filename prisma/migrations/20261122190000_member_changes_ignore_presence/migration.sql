-- A member being seen (lastSeenAt, written at most every five minutes per member) no longer drops
-- the servers' cached Top Users and ranks (lib/cache/cached-until-members-change.ts): with many
-- members online it would drop them several times a second. The online dot of a cached Top Users
-- entry can lag by the cache's 60 s at most.
DROP TRIGGER "User_members_changed" ON "User";

CREATE TRIGGER "User_members_changed"
AFTER INSERT OR DELETE OR UPDATE OF
  "clerkId", "username", "role", "imageUrl", "isVerified", "isBanned", "fightCred",
  "postsCount", "likesCount", "potdCount", "repliesCount", "repliesReceivedCount", "pinnedByUserCount"
ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "notify_members_changed"();
