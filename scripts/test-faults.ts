/**
 * `npm run test:faults`: the production server against failures of what it depends on (tests/faults).
 * Each test file starts its own embedded PostgreSQL and `next start`, then breaks them. Builds the
 * app first unless SKIP_BUILD=1 (CI runs it right after `npm test`, which has just built it).
 * FAULTS_PORT and FAULTS_DB_PORT choose the ports (default: free ones the system picks).
 */
import { localAppEnv } from "./lib/app-env.ts";
import { portFromEnv, run } from "./lib/process.ts";

const port = String(await portFromEnv("FAULTS_PORT"));
// The tests start their own database; the build needs none.
const env = { ...localAppEnv(Number(port), ""), DATABASE_URL: undefined, FAULTS_PORT: port };

try {
  if (process.env.SKIP_BUILD !== "1") await run("node_modules/.bin/next", ["build"], { env });
  await run("node_modules/.bin/vitest", ["run", "--project", "faults"], { env });
  console.log("\nFault tests passed.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log("\nFault tests failed.");
  process.exit(1);
}
