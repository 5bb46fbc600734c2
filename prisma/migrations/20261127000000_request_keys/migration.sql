-- Idempotency-Key of the requests that create threads and replies (lib/http/request-keys.ts): a retry
-- after a lost answer gets what the first attempt created. Kept a day.
-- CreateTable
CREATE TABLE "RequestKey" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "resourceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RequestKey_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE INDEX "RequestKey_createdAt_idx" ON "RequestKey"("createdAt");

-- AddForeignKey
ALTER TABLE "RequestKey" ADD CONSTRAINT "RequestKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

