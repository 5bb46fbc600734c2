/**
 * `npm test`: every test against real parts.
 *   1. a throwaway database on a real PostgreSQL (DATABASE_URL's server, else an embedded one),
 *      migrated and seeded with the demo data;
 *   2. Vitest unit and integration tests (integration ones call the production server over HTTP
 *      and read the database);
 *   3. Playwright browser tests in Chromium against the same production server.
 * Payments always go to the local Stripe fake, started beside the server on a free port.
 * Options (environment): SKIP_BUILD=1 reuses .next; TEST_SUITES=unit,integration,e2e picks suites.
 * Arguments are file filters handed to each runner: `npm test -- tests/integration/polls.test.ts`.
 */
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { localAppEnv } from "./lib/app-env.ts";
import { createThrowawayDatabase, migrate, startDatabase } from "./lib/database.ts";
import { startLocalStripe } from "./lib/local-stripe.ts";
import { freePort, portFromEnv, run, startNextServer, stopProcess } from "./lib/process.ts";

const root = path.resolve(import.meta.dirname, "..");
const fileFilters = process.argv.slice(2);
const suiteNames = ["unit", "integration", "e2e"] as const;
/** The suite a file filter belongs to (a file or folder under tests/<suite>, or the folder itself). */
const suiteOf = (file: string) => suiteNames.find((suite) => `${file}/`.includes(`tests/${suite}/`));
const strayFilters = fileFilters.filter((file) => !suiteOf(file));
if (strayFilters.length > 0) {
  // Run nothing rather than report a pass for tests that never ran.
  console.error(`Not a test file or folder under tests/unit, tests/integration or tests/e2e: ${strayFilters.join(", ")}`);
  process.exit(2);
}
// With file filters, only the suites those files belong to run.
const suites = new Set<string>(
  fileFilters.length > 0 ? fileFilters.map((file) => suiteOf(file)!) : (process.env.TEST_SUITES ?? suiteNames.join(",")).split(","),
);
const filtersOf = (suite: string) => fileFilters.filter((file) => suiteOf(file) === suite);
// Every server of the run listens on a port the system chose (or TEST_PORT, which must be free).
const port = await portFromEnv("TEST_PORT");

const server = await startDatabase({ dataDir: "test-postgres", port: await freePort(), database: "postgres" });
const database = await createThrowawayDatabase(server.url, "fightforum_test");
let next: Awaited<ReturnType<typeof startNextServer>> | undefined;
let localStripe: Awaited<ReturnType<typeof startLocalStripe>> | undefined;
let failed = false;

/** What failed, said again as the run's last lines: a CI log is often read from its end. */
const failures: string[] = [];

/** Runs one suite; when it fails, says so, with the tests that failed where `failedTests` can tell. */
async function step(name: string, action: () => Promise<void>, failedTests: () => string[] = () => []) {
  console.log(`\n▶ ${name}`);
  try {
    await action();
  } catch (error) {
    failed = true;
    const reason = `✖ ${name} failed${error instanceof Error ? `: ${error.message.split("\n")[0]}` : ""}`;
    console.error(reason);
    failures.push(reason, ...failedTests());
  }
}

/** Where a Vitest project's results are written as JSON, for the summary at the end. */
const vitestResults = (project: string) => path.join(root, `.data/test-results/${project}.json`);

async function vitest(project: string, env: NodeJS.ProcessEnv) {
  rmSync(vitestResults(project), { force: true });
  const args = ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${vitestResults(project)}`];
  await run("node_modules/.bin/vitest", [...args, ...filtersOf(project)], { env });
}

interface VitestResults {
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** The failed tests of a Vitest project's last run, a line each: file, test and the first line of why. */
function failedVitestTests(project: string) {
  if (!existsSync(vitestResults(project))) return [];
  const { testResults } = JSON.parse(readFileSync(vitestResults(project), "utf8")) as VitestResults;
  const firstLine = (text: string | undefined) => text?.trim().split("\n")[0] ?? "";
  return testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0 && file.status === "failed") return [`  ${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `  ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

try {
  // The client must match prisma/schema.prisma even right after a schema change.
  await run("node_modules/.bin/prisma", ["generate"], { quiet: true });
  await migrate(database.url);
  await run("node_modules/.bin/tsx", ["prisma/seed.ts"], { env: { ...process.env, DATABASE_URL: database.url } });
  localStripe = await startLocalStripe(port);
  const env = {
    ...localAppEnv(port, database.url),
    APP_URL: `http://localhost:${port}`,
    ...localStripe.env,
    // Uploads go to the local folder during tests, never to a Vercel Blob store configured in .env.
    BLOB_READ_WRITE_TOKEN: undefined,
    // Suites act fast as a few accounts: generous abuse limits, so only the tests about limits meet them.
    RATE_LIMIT_THREADS_CREATE: "1000/3600",
    RATE_LIMIT_REPLIES_CREATE: "1000/3600",
    RATE_LIMIT_REACTIONS: "5000/3600",
    RATE_LIMIT_UPLOADS: "1000/3600",
    RATE_LIMIT_PROFILE_CHANGES: "1000/3600",
    RATE_LIMIT_DEV_SIGNIN: "5000/60",
    RATE_LIMIT_SHARE_IMAGES: "5000/60",
    RATE_LIMIT_PAYMENTS: "5000/60",
    RATE_LIMIT_SEARCH: "5000/60",
    RATE_LIMIT_MENTION_SUGGESTIONS: "5000/60",
    RATE_LIMIT_READ_MARKS: "5000/3600",
    // API answers say how many SQL statements they took: tests prove list endpoints take a constant number.
    QUERY_COUNT_HEADER: "1",
  };

  if (suites.has("unit")) await step("unit tests", () => vitest("unit", env), () => failedVitestTests("unit"));

  if (suites.has("integration") || suites.has("e2e")) {
    if (process.env.SKIP_BUILD !== "1") await run("node_modules/.bin/next", ["build"], { env });
    const logFile = path.join(root, ".data/test-server.log");
    mkdirSync(path.dirname(logFile), { recursive: true });
    const log = openSync(logFile, "w");
    next = await startNextServer(port, env, ["ignore", log, log], (code, signal) => {
      failed = true;
      console.error(`\n✖ The server under test exited during the run (${signal ?? `code ${code}`}); see ${logFile}`);
    });
    const testEnv = { ...env, TEST_SERVER_LOG: logFile };
    if (suites.has("integration")) {
      await step("integration tests", () => vitest("integration", testEnv), () => failedVitestTests("integration"));
    }
    if (suites.has("e2e")) {
      await step("browser tests", () => run("node_modules/.bin/playwright", ["test", ...filtersOf("e2e")], { env: testEnv }));
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopProcess(next);
  await localStripe?.stop();
  await database.drop().catch((error) => console.error(`Could not drop the test database: ${error.message}`));
  await server.stop();
}

if (failures.length > 0) console.error(`\n${failures.join("\n")}`);
console.log(failed ? "\nSome tests failed." : "\nAll test suites passed.");
process.exit(failed ? 1 : 0);
