/**
 * `npm run media:prune`: deletes uploaded images that no thread or reply shows and that are older
 * than 24 hours, i.e. uploads whose post was never created. It prunes the storage the app is
 * configured with: the Vercel Blob store when BLOB_READ_WRITE_TOKEN is set, else `.data/uploads`;
 * in the Blob store also browser uploads to `incoming/` never completed within an hour.
 * Run it daily (cron) against the app's DATABASE_URL on a host without a scheduler of its own; a
 * deployment with CRON_SECRET has its scheduler call GET /api/cron/cleanup, which does the same.
 *
 * Runs with the `react-server` export condition (see package.json): the media modules are
 * server-only, and this is server code.
 */
import { db } from "../lib/db.ts";
import { pruneAbandonedDirectUploads } from "../lib/media/direct-upload.ts";
import { pruneOrphanedMedia } from "../lib/media/orphaned-media.ts";
import { loadDotEnv } from "./lib/app-env.ts";

loadDotEnv();
if (!process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is not set. The embedded demo database is postgresql://postgres:postgres@127.0.0.1:54329/fightforum while `npm start` runs.",
  );
  process.exit(1);
}

const where = process.env.BLOB_READ_WRITE_TOKEN ? "the Vercel Blob store" : ".data/uploads";
try {
  const { stored, deleted, failed } = await pruneOrphanedMedia();
  console.log(`Checked ${stored} stored image(s) in ${where}: deleted ${deleted} orphaned, ${failed} could not be deleted.`);
  const abandoned = await pruneAbandonedDirectUploads();
  if (abandoned > 0) console.log(`Deleted ${abandoned} direct upload(s) to incoming/ that were never completed.`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await db.$disconnect();
}
