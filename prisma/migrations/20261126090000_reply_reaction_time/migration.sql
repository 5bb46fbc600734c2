-- Live reply counts (issue 20): a thread page's stream reads the reactions made since its last read.
CREATE INDEX "ReplyReaction_createdAt_idx" ON "ReplyReaction"("createdAt");
