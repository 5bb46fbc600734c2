-- The four fixed forum categories (SPEC.md section 3; names and descriptions shown come from lib/categories.ts).
INSERT INTO "Category" ("id", "name", "description", "position", "threadCount") VALUES
  ('general', 'General MMA Discussion', 'Fights, fighters, rankings and everything else in mixed martial arts.', 0, 0),
  ('mma_takes_podcast_companion', 'MMA Takes Podcast Companion', 'Talk about the latest MMA Takes episodes with the hosts and other listeners.', 1, 0),
  ('fighters_only', 'Fighters Only', 'Pro fighters share training, camps and life in the cage.', 2, 0),
  ('member_feedback', 'Member Feedback', 'Ideas, bugs and requests for Fight Forum itself.', 3, 0)
ON CONFLICT ("id") DO NOTHING;
