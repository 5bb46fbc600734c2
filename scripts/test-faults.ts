/**
 * `npm run test:faults`: the production server against failures of what it depends on (tests/faults).
 * Each test file starts its own embedded PostgreSQL and `next start`, then breaks them. Builds the
 * app first unless SKIP_BUILD=1 (CI runs it right after `npm test`, which has just built it).
 * FAULTS_PORT (default: TEST_PORT + 1, else 3199) and FAULTS_DB_PORT (54331) choose the ports.
 */
import { localAppEnv } from "./lib/app-env.ts";
import { run } from "./lib/process.ts";

const port = process.env.FAULTS_PORT ?? String(process.env.TEST_PORT ? Number(process.env.TEST_PORT) + 1 : 3199);
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
