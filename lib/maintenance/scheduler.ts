import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { notFound, unauthorized } from "@/lib/http/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Lets a scheduled job's route run only for the host's scheduler (vercel.json's crons; any scheduler
 * that sends the secret will do): `Authorization: Bearer <CRON_SECRET>`, compared in constant time.
 * Without CRON_SECRET the route is not there (404); a wrong or missing secret is a 401.
 */
export function assertFromScheduler(authorization: string | null, job: string) {
  if (!env.CRON_SECRET) throw notFound(`${job} is not enabled: set CRON_SECRET`);
  if (!timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${env.CRON_SECRET}`))) throw unauthorized("The scheduler's secret is missing or wrong");
}
