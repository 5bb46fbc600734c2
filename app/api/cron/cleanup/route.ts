import { handler } from "@/lib/http/handler";
import { runScheduledCleanup } from "@/lib/maintenance/scheduled-cleanup";

/** A large Blob store takes a while to list. */
export const maxDuration = 300;

/** The daily cleanup, for the host's scheduler (CRON_SECRET as a bearer token). */
export const GET = handler({ access: "public" }, ({ req }) => runScheduledCleanup(req.headers.get("authorization")));
