-- Servers keep the Top Users panel in memory until a member's ranking columns change: every
-- statement that could change them (from the app, a script or by hand) notifies the channel
-- `members_changed` when its transaction commits (lib/cache/cached-until-notified.ts).
CREATE FUNCTION "notify_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('members_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "User_members_changed"
AFTER INSERT OR DELETE OR UPDATE OF
  "clerkId", "username", "role", "imageUrl", "isVerified", "lastSeenAt", "isBanned", "fightCred",
  "postsCount", "likesCount", "potdCount", "repliesCount", "repliesReceivedCount", "pinnedByUserCount"
ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "notify_members_changed"();

CREATE TRIGGER "User_members_truncated"
AFTER TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "notify_members_changed"();
