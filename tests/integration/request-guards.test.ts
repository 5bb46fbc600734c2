import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, APP_URL, sessionCookie, tokenFor } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";

/**
 * Requests refused before any work: methods nothing serves, declared bodies over a call's limit,
 * bodies that never finish arriving, and the same-site check against the host the browser used.
 */

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** The body of a response sent with `Transfer-Encoding: chunked`, decoded. */
function dechunk(raw: string) {
  let body = "";
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/**
 * Sends a request head and `bodyChunks` (the first at once, one more each `chunkEveryMs`) over a raw
 * socket, and resolves with the answer once the server has answered and closed the connection
 * (requests say `Connection: close`). A server that never answers fails the test by its timeout.
 */
function rawRequest(base: string, head: string, bodyChunks: string[] = [], chunkEveryMs = 0) {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(head.replace(/\n/g, "\r\n") + "\r\n");
      const chunks = [...bodyChunks];
      const sendNext = () => {
        const chunk = chunks.shift();
        if (chunk === undefined || socket.destroyed) return;
        socket.write(chunk);
        timer = setTimeout(sendNext, chunkEveryMs);
      };
      sendNext();
    });
    const answer = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return null;
      const headText = received.slice(0, end);
      const rawBody = received.slice(end + 4);
      const length = /^content-length: (\d+)/im.exec(headText)?.[1];
      if (length !== undefined && Buffer.byteLength(rawBody) < Number(length)) return null;
      const body = /^transfer-encoding: chunked/im.test(headText) ? dechunk(rawBody) : rawBody;
      return { status: Number(headText.split(" ")[1]), head: headText, body };
    };
    // An answer with a Content-Length is complete once that much arrived, even while the server
    // still drains a body it refused; any other answer is complete when the connection closes.
    socket.on("data", (data) => {
      received += data;
      const complete = /^content-length:/im.test(received.split("\r\n\r\n")[0]) ? answer() : null;
      if (complete) {
        clearTimeout(timer);
        socket.destroy();
        resolve(complete);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const complete = answer();
      if (complete) resolve(complete);
      else reject(new Error(`connection closed without an answer: ${received}`));
    });
    socket.on("error", reject);
  });
}

const hostOf = (base: string) => new URL(base).host;

describe("methods", () => {
  it.each(["TRACE", "PROPFIND", "PURGE"])("answers %s with 405 and the allowed methods, on pages and the API", async (method) => {
    for (const path of ["/forum", "/api/threads/general", "/thread/x"]) {
      const answer = await rawRequest(APP_URL, `${method} ${path} HTTP/1.1\nHost: ${hostOf(APP_URL)}\nConnection: close\n`);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.head).toMatch(/^allow: .*GET/im);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
  });

  it("answers a form posted to a page with 405, a malformed multipart body included", async () => {
    const garbage = "--x\r\nContent-Disposition: form-data; name=\"1_$ACTION_ID\"\r\n\r\nnot-an-action\r\n--";
    const response = await fetch(`${APP_URL}/forum`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "next-action": "abc" },
      body: garbage,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it.each([
    ["DELETE", "/api/get-plans", "GET, HEAD, OPTIONS"],
    ["POST", "/get-plans", "GET, HEAD, OPTIONS"],
    ["GET", "/api/threads/x/like", "OPTIONS, POST"],
    ["PATCH", "/api/threads/general", "DELETE, GET, HEAD, OPTIONS, PUT"],
    ["PUT", "/api/threads/id/x", "GET, HEAD, OPTIONS"],
  ])("answers %s %s, a method the route does not serve, with the JSON 405 and its methods", async (method, path, allow) => {
    const response = await fetch(`${APP_URL}${path}`, { method, headers: { authorization: `Bearer ${await tokenFor("member")}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.json()).toEqual({ error: "METHOD_NOT_ALLOWED", code: "METHOD_NOT_ALLOWED", message: `${method} is not allowed here. Allowed: ${allow}` });
  });

  it("serves the methods a route does, the ones Next adds included", async () => {
    const headers = { authorization: `Bearer ${await tokenFor("member")}` };
    expect((await fetch(`${APP_URL}/api/search?q=fight`, { method: "HEAD", headers })).status).toBe(200);
    const options = await fetch(`${APP_URL}/api/threads/x/like`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toContain("POST");
    // A static segment wins over a dynamic one, as Next routes: this is the thread read by id, not a like.
    expect((await fetch(`${APP_URL}/api/threads/id/like`, { headers })).status).toBe(404);
  });

  it("answers an API address no route serves with the API's JSON 404, a malformed multipart body included", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/no-such-endpoint", "/api/threads/x/no-such-action", "/api/users/posts"]) {
        const response = await fetch(`${APP_URL}${path}`, {
          method,
          ...(method !== "GET" && { headers: { "content-type": "multipart/form-data" }, body: "{}" }),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: "NOT_FOUND", code: "NOT_FOUND", message: `There is no API endpoint at ${path}` });
      }
    }
  });

  it("answers a page's RSC request whose router state header is not valid with 400, and serves a valid one", async () => {
    const cookie = await sessionCookie("member");
    const validState = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }]));
    for (const [page, headers] of [
      ["/privacy", {}],
      ["/forum", { cookie }],
    ] as const) {
      for (const state of ["garbage", "%5B%5D", "%7B", "%ZZ"]) {
        const response = await fetch(`${APP_URL}${page}`, { headers: { ...headers, rsc: "1", "next-router-state-tree": state } });
        expect(response.status, `${page} ${state}`).toBe(400);
        expect(await response.json()).toMatchObject({ code: "INVALID_INPUT", message: "The Next-Router-State-Tree header is not a valid router state" });
      }
      const response = await fetch(`${APP_URL}${page}`, { headers: { ...headers, rsc: "1", "next-router-state-tree": validState } });
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/x-component");
    }
  });

  it("still serves the documented calls at the root payment paths", async () => {
    expect((await api("/get-plans")).status).toBe(200);
  });
});

describe("declared body length", () => {
  it("refuses a length over the call's limit at once, signed out and signed in, before the body arrives", async () => {
    const token = await tokenFor("member");
    const calls = [
      { path: "/api/threads", auth: "" },
      { path: "/api/threads", auth: `Authorization: Bearer ${token}\n` },
      { path: "/api/upload", auth: `Authorization: Bearer ${token}\n` },
      { path: "/api/webhooks/stripe", auth: "" },
      { path: "/create-checkout-session", auth: "" },
    ];
    for (const { path, auth } of calls) {
      const head = `POST ${path} HTTP/1.1\nHost: ${hostOf(APP_URL)}\n${auth}Content-Type: application/json\nContent-Length: 10000000000\nConnection: close\n`;
      const answer = await rawRequest(APP_URL, head, ['{"title":']);
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: path === "/api/upload" ? "FILE_TOO_LARGE" : "PAYLOAD_TOO_LARGE" });
    }
  });

  it("names the declared size when an upload is too large", async () => {
    const token = await tokenFor("member");
    const head = `POST /api/upload HTTP/1.1\nHost: ${hostOf(APP_URL)}\nAuthorization: Bearer ${token}\nContent-Type: multipart/form-data; boundary=x\nContent-Length: ${40 * 1024 * 1024}\nConnection: close\n`;
    const answer = await rawRequest(APP_URL, head, ["--x\r\n"]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "FILE_TOO_LARGE", message: expect.stringContaining("File size (40 MB) exceeds") });
  });

  it("measures a profile picture upload against the profile image limit (5 MB)", async () => {
    const token = await tokenFor("member");
    const send = (method: string, path: string, megabytes: number) =>
      rawRequest(
        APP_URL,
        `${method} ${path} HTTP/1.1\nHost: ${hostOf(APP_URL)}\nAuthorization: Bearer ${token}\nContent-Type: multipart/form-data; boundary=x\nContent-Length: ${megabytes * 1024 * 1024}\nConnection: close\n`,
        ["--x\r\n"],
      );
    const avatar = await send("PUT", "/api/users/me/avatar", 8);
    expect(avatar.status).toBe(413);
    expect(JSON.parse(avatar.body)).toMatchObject({ code: "FILE_TOO_LARGE", message: "File size (8 MB) exceeds maximum allowed size of 5 MB" });
  });
});

describe("same-site requests", () => {
  const post = (origin: string, host?: string, headers: Record<string, string> = {}) =>
    rawRequest(
      APP_URL,
      [
        `POST /api/threads/no-such-thread/like HTTP/1.1`,
        `Host: ${host ?? hostOf(APP_URL)}`,
        `Origin: ${origin}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Type: application/json`,
        `Content-Length: 2`,
        `Connection: close`,
        ``,
      ].join("\n"),
      ["{}"],
    );

  it("accepts the origin the browser used, whatever host name it was (127.0.0.1, localhost)", async () => {
    const port = new URL(APP_URL).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await post(`http://${host}`, host);
      expect(answer.status, host).toBe(401);
    }
  });

  it("refuses another site's origin, and a forwarded host the app does not trust", async () => {
    expect((await post("https://evil.example")).status).toBe(403);
    expect(JSON.parse((await post("https://evil.example")).body)).toMatchObject({ code: "CROSS_SITE_REQUEST" });
    expect((await post("https://evil.example", undefined, { "X-Forwarded-Host": "evil.example" })).status).toBe(403);
    expect((await post("null")).status).toBe(403);
  });
});

describe("behind a trusted proxy, with a short body timeout", () => {
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ TRUST_PROXY: "1", REQUEST_BODY_TIMEOUT_SECONDS: "2" });
  }, 150_000);
  afterAll(() => server?.stop());

  it("accepts a preview deployment's host name that the proxy forwards", async () => {
    const answer = await rawRequest(
      server.url,
      `POST /api/threads/no-such-thread/like HTTP/1.1\nHost: ${hostOf(server.url)}\nX-Forwarded-Host: fight-forum-git-branch.preview.example\nX-Forwarded-Proto: https\nOrigin: https://fight-forum-git-branch.preview.example\nContent-Type: application/json\nContent-Length: 2\nConnection: close\n`,
      ["{}"],
    );
    expect(answer.status).toBe(401);
  });

  it("abandons a body that trickles in for longer than the timeout with 408, and changes nothing", async () => {
    const member = "member";
    const token = await tokenFor(member);
    const threadsBefore = await testDb.thread.count();
    const body = JSON.stringify({ title: "Slow", content: "Trickled", categoryId: "general" });
    const chunks = body.match(/.{1,4}/g)!;
    const answer = await rawRequest(
      server.url,
      `POST /api/threads HTTP/1.1\nHost: ${hostOf(server.url)}\nAuthorization: Bearer ${token}\nContent-Type: application/json\nContent-Length: ${body.length}\nConnection: close\n`,
      chunks,
      400,
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(await testDb.thread.count()).toBe(threadsBefore);
  }, 30_000);
});
