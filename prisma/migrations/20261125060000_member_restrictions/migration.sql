-- Mute and block (issue 19): a muted member's posts collapse for the member who muted them; a
-- blocked member's notifications, mentions and replies stay away from the blocker's posts.
CREATE TYPE "RestrictionKind" AS ENUM ('MUTE', 'BLOCK');

CREATE TABLE "MemberRestriction" (
    "userId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "kind" "RestrictionKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberRestriction_pkey" PRIMARY KEY ("userId","targetId","kind")
);

CREATE INDEX "MemberRestriction_targetId_kind_idx" ON "MemberRestriction"("targetId", "kind");

ALTER TABLE "MemberRestriction" ADD CONSTRAINT "MemberRestriction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MemberRestriction" ADD CONSTRAINT "MemberRestriction_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
