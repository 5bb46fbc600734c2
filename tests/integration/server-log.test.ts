import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { createMember } from "../helpers/forum-fixtures";

/**
 * The production server's log (`npm test` writes it to TEST_SERVER_LOG): errors are single lines
 * and no promise is left rejected. Reads the whole log so far, so it also covers the requests of
 * the test files that ran before this one.
 */

const STACK_FRAME = /^\s+at .+[(:]\d+/m;

async function serverLog() {
  const file = process.env.TEST_SERVER_LOG;
  if (!file) throw new Error("TEST_SERVER_LOG is not set: run the tests with `npm test`.");
  return readFile(file, "utf8");
}

describe("server log", () => {
  it("has no stack trace and no unhandled rejection, also after a checkout page and refused requests", async () => {
    const member = await createMember("logcheck", { plan: "FREE" });
    const checkout = await fetch(`${APP_URL}/checkout`, { headers: { cookie: await sessionCookie(member.username) } });
    expect(checkout.status).toBe(200);
    await checkout.text();
    expect((await api("/api/threads/id/%00", { as: member.username })).status).toBe(400);
    expect((await api("/api/threads", { as: "member", body: '{"title": "a\\u0000b", "content": "x"}' })).status).toBe(400);

    const log = await serverLog();
    expect(log).not.toMatch(STACK_FRAME);
    expect(log).not.toContain("unhandledRejection");
    expect(log).not.toContain("uncaughtException");
  });
});
