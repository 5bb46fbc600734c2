import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ScheduledJob {
  path: string;
  schedule: string;
}

/** The scheduled jobs the host's scheduler runs: vercel.json's crons. */
export function scheduledJobs(): ScheduledJob[] {
  const { crons } = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as { crons: ScheduledJob[] };
  for (const job of crons) cronDue(job.schedule, new Date(0));
  return crons;
}

/**
 * Whether a five-field cron schedule is due in the UTC minute of `at`. Only numbers and `*` are
 * understood (all vercel.json uses); anything else throws, so a schedule this cannot follow is
 * found when the server starts, not missed quietly.
 */
export function cronDue(schedule: string, at: Date) {
  const fields = schedule.trim().split(/\s+/);
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()];
  if (fields.length !== values.length || fields.some((field) => field !== "*" && !/^\d+$/.test(field))) {
    throw new Error(`Cannot follow the schedule "${schedule}": five fields of numbers or * only`);
  }
  return fields.every((field, index) => field === "*" || Number(field) === values[index]);
}

/**
 * Runs the scheduled jobs on a server started here, as the host's scheduler would: at the start of
 * each minute, each job due then is called with CRON_SECRET as its bearer token. A failed run is
 * logged; the next one is at its next time. Answers a function that stops it.
 */
export function runScheduledJobs(appUrl: string, cronSecret: string) {
  const jobs = scheduledJobs();
  let timer: NodeJS.Timeout;
  // A timer may fire a moment early: a minute's jobs run once, whatever wakes in it.
  let lastMinute = -1;
  const runDue = () => {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    const due = minute === lastMinute ? [] : jobs.filter((candidate) => cronDue(candidate.schedule, now));
    lastMinute = minute;
    for (const job of due) {
      fetch(new URL(job.path, appUrl), { headers: { authorization: `Bearer ${cronSecret}` } })
        .then(async (response) => {
          if (!response.ok) console.error(`Scheduled ${job.path} answered ${response.status}: ${await response.text()}`);
        })
        .catch((error: Error) => console.error(`Scheduled ${job.path} failed: ${error.message}`));
    }
    waitForNextMinute();
  };
  const waitForNextMinute = () => {
    timer = setTimeout(runDue, 60_000 - (Date.now() % 60_000));
    timer.unref();
  };
  waitForNextMinute();
  return () => clearTimeout(timer);
}
