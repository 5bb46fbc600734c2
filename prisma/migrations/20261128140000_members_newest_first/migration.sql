-- Members newest first (the member search's other sort): read in order from the newest, stopping
-- at a page's names, instead of every member whose name matches read and sorted (13 ms at 10,000
-- members for a name most of them resemble; a cursor starts the read where it points).
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt" DESC, "id" DESC);
