/**
 * `npm start`: a real PostgreSQL (DATABASE_URL, else the embedded one under .data/), migrations
 * applied, demo data seeded on first start, a production build made if missing or older than the
 * code, then `next start`.
 * Without STRIPE_SECRET_KEY the local Stripe fake runs beside it (its account kept in .data/), so
 * the upgrade flow works offline. The scheduled jobs (vercel.json's crons) run at their times, as a
 * host's scheduler would run them, with CRON_SECRET (one made up for this run when unset).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { loadDotEnv, localAppEnv } from "./lib/app-env.ts";
import { reasonToBuild } from "./lib/build.ts";
import { migrate, seedIfEmpty, startDatabase } from "./lib/database.ts";
import { startLocalStripe } from "./lib/local-stripe.ts";
import { run, startNextServer, stopProcess } from "./lib/process.ts";
import { runScheduledJobs } from "./lib/scheduler.ts";

const root = path.resolve(import.meta.dirname, "..");
loadDotEnv();
const port = Number(process.env.PORT ?? 3000);

const database = await startDatabase({ dataDir: "postgres", port: 54329, database: "fightforum" });
console.log(`Database: ${database.url.replace(/\/\/[^@]*@/, "//")}`);
await migrate(database.url);
if (await seedIfEmpty(database.url)) console.log("Seeded demo data.");

const localStripe = process.env.STRIPE_SECRET_KEY ? null : await startLocalStripe(port, path.join(root, ".data/stripe-fake.json"));
if (localStripe) console.log(`Payments: local Stripe fake at ${localStripe.env.STRIPE_API_URL} (test mode, no real payments)`);
const env: NodeJS.ProcessEnv = { ...localAppEnv(port, database.url), ...localStripe?.env };
env.CRON_SECRET ||= randomBytes(24).toString("hex");
const buildReason = reasonToBuild(root);
if (buildReason) {
  console.log(`Building the app (${buildReason})...`);
  await run("node_modules/.bin/next", ["build"], { env });
}

const server = await startNextServer(port, env);
const stopScheduledJobs = runScheduledJobs(`http://localhost:${port}`, env.CRON_SECRET);
console.log(`\nFight Forum is running at http://localhost:${port}`);
if (env.AUTH_DEV_LOGIN === "1") console.log(`Sign in as a demo account at http://localhost:${port}/auth`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  stopScheduledJobs();
  await stopProcess(server);
  await localStripe?.stop();
  await database.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
server.on("exit", (code) => {
  if (!stopping) void database.stop().then(() => process.exit(code ?? 1));
});
