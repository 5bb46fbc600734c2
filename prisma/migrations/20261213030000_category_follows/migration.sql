-- Following a category (lib/threads/category-follows.ts): its followers are told of each thread started
-- in it (CATEGORY_THREAD, lib/threads/new-thread-notices.ts).
ALTER TYPE "NotificationType" ADD VALUE 'CATEGORY_THREAD';

-- CreateTable
CREATE TABLE "CategoryFollow" (
    "userId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CategoryFollow_pkey" PRIMARY KEY ("userId","categoryId")
);

-- CreateIndex
CREATE INDEX "CategoryFollow_categoryId_idx" ON "CategoryFollow"("categoryId");

-- AddForeignKey
ALTER TABLE "CategoryFollow" ADD CONSTRAINT "CategoryFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CategoryFollow" ADD CONSTRAINT "CategoryFollow_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

