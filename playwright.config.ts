import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// `npm test` starts the production server and passes its address as APP_URL.
const baseURL = process.env.APP_URL ?? "http://localhost:3000";

/**
 * Debian's Chromium headless shell (Chromium's old headless mode, what Playwright runs by default):
 * the browser tests took a third less time in it than in the full browser on this 2-core machine.
 * The full browser when it is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = () => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more, and the run's end lists it as flaky; one that fails twice
  // fails the run. Once in many runs Chromium stopped drawing a page on this busy 2-core machine
  // (a click waited two minutes for a frame, nothing wrong in the page: the same test passed 12 times
  // in a row under load), and a red CI lands nothing.
  retries: process.env.CI ? 1 : 0,
  // E2E_REPEAT_EACH=20 runs each chosen test 20 times: how a rare failure is hunted down.
  repeatEach: Number(process.env.E2E_REPEAT_EACH) || 1,
  // Generous bounds on waits for states (never sleeps), so a busy machine only makes the run slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // Recording a trace costs a sixth of the browser tests' time on this 2-core machine, so it is on
    // only when asked for (E2E_TRACE=1) to look into a failure; a failed test always leaves a screenshot.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? browserPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
