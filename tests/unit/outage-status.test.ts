import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteRequestError, withOutageStatus } from "@/lib/http/outage-status";

/** A page's 500 becomes a 503 with Retry-After only when the database failed that very request. */

const databaseDown = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const bug = new TypeError("Cannot read properties of undefined");

type Answer = (res: ServerResponse<IncomingMessage>) => Promise<void>;
const answers = new Map<string, Answer>([
  ["/database-down", async (res) => {
    await Promise.resolve();
    noteRequestError(databaseDown);
    res.statusCode = 500;
    res.end("error page");
  }],
  ["/database-down-explicit", async (res) => {
    noteRequestError(databaseDown);
    res.writeHead(500, "Internal Server Error", { "content-type": "text/html" }).end("error page");
  }],
  ["/bug", async (res) => {
    noteRequestError(bug);
    res.statusCode = 500;
    res.end("error page");
  }],
  ["/served", async (res) => {
    noteRequestError(databaseDown);
    res.end("page");
  }],
]);

let server: ReturnType<typeof createServer>;
let origin = "";

beforeAll(async () => {
  server = createServer((req, res) => withOutageStatus(res, () => void answers.get(req.url ?? "")?.(res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, statusText: response.statusText, retryAfter: response.headers.get("retry-after"), type: response.headers.get("content-type"), body: await response.text() };
};

describe("a page's status when the database fails it", () => {
  it("is 503 with Retry-After in place of 500, whether the status was set or written with its own message and headers", async () => {
    expect(await get("/database-down")).toMatchObject({ status: 503, statusText: "Service Unavailable", retryAfter: "30", body: "error page" });
    expect(await get("/database-down-explicit")).toMatchObject({ status: 503, statusText: "Service Unavailable", retryAfter: "30", type: "text/html" });
  });

  it("stays 500 for any other failure, and a served page stays 200", async () => {
    expect(await get("/bug")).toMatchObject({ status: 500, retryAfter: null });
    expect(await get("/served")).toMatchObject({ status: 200, retryAfter: null, body: "page" });
  });

  it("is noted only on the request it happened in", async () => {
    const [down, bugged] = await Promise.all([get("/database-down"), get("/bug")]);
    expect([down.status, bugged.status]).toEqual([503, 500]);
  });
});
