-- A post saved for later keeps its uploaded image: the URL and size POST /api/upload answered.
ALTER TABLE "SavedPostDraft" ADD COLUMN     "imageHeight" INTEGER,
ADD COLUMN     "imageUrl" TEXT,
ADD COLUMN     "imageWidth" INTEGER;
