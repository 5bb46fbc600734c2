-- /fighters lists one role's members, the highest Fight Cred first (lib/members/member-directory.ts).
-- CreateIndex
CREATE INDEX "User_role_fightCred_id_idx" ON "User"("role", "fightCred" DESC, "id" DESC);

