-- The pro fighters' ids, read by every search of a viewer who is not paid (their content is not
-- searched for them) and by the payouts: without it, each read scanned every member.
CREATE INDEX "User_role_id_idx" ON "User"("role", "id");
