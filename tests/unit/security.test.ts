import { NextRequest, NextResponse } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookies } from "@/lib/auth/dev-login";
import { isForeignKeyViolation, isUnstorableText } from "@/lib/http/database-errors";
import { toErrorResponse } from "@/lib/http/handler";
import { readBodyAtMost } from "@/lib/http/read-body";
import { addressProblem, isStorableText } from "@/lib/http/storable-text";
import { errorLine, logErrorsOnOneLine } from "@/lib/logging/error-line";
import { policyAroundNonce, policyWithNewNonce } from "@/lib/security/content-security-policy";
import { httpUrlOrNull } from "@/lib/security/http-url";

afterEach(() => vi.restoreAllMocks());

describe("session cookies", () => {
  function cookiesFor(url: string) {
    const response = setSessionCookies(NextResponse.redirect(new URL("/forum", url)), "header.payload.signature", new NextRequest(url));
    return response.headers.getSetCookie();
  }

  it("are HttpOnly, SameSite=Lax and Secure when served over https", () => {
    const cookies = cookiesFor("https://fightforum.example.com/api/dev/login?as=fan");
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=lax/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
    }
  });

  it("are not marked Secure on plain http (local development), where browsers would drop them", () => {
    for (const cookie of cookiesFor("http://localhost:3000/api/dev/login?as=fan")) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
  });
});

describe("error answers", () => {
  it("log one line, never a stack trace or the driver's multi-line message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("Invalid `prisma.thread.findMany()` invocation:\n\n\n  Something broke\n    at somewhere (file.js:1:1)");
    const response = toErrorResponse(error);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "INTERNAL_ERROR", message: "Something went wrong. Please try again later.", code: "INTERNAL_ERROR" });
    expect(log).toHaveBeenCalledTimes(1);
    const [line] = log.mock.calls[0] as [string];
    expect(line).not.toContain("\n");
    expect(line).toBe("[api] unexpected error: Error: Invalid `prisma.thread.findMany()` invocation: Something broke at somewhere (file.js:1:1)");
  });

  it("answer 503 for an unreachable database, logged on one line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = toErrorResponse(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432\n"), { code: "ECONNREFUSED" }));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe("SERVICE_UNAVAILABLE");
    expect(log.mock.calls).toEqual([["[api] database unavailable: Error [ECONNREFUSED]: connect ECONNREFUSED 127.0.0.1:5432"]]);
  });

  it.each([
    ["a transaction that could not start in time", Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" })],
    ["a full connection pool", new Error("timeout exceeded when trying to connect")],
    ["a database being stopped", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    [
      "a database shutting down or starting up (as Prisma wraps it)",
      Object.assign(new Error("Database error. Code: `57P03`. Message: `the database system is shutting down`"), {
        code: "P2039",
        meta: { driverAdapterError: { cause: { originalCode: "57P03" } } },
      }),
    ],
    [
      "a pooled connection the server had closed (as Prisma wraps it, with no SQLSTATE)",
      Object.assign(new Error("Raw query failed. Code: `N/A`. Message: `Server has closed the connection.`"), {
        code: "P2010",
        meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } },
      }),
    ],
  ])("answer 503 for %s", async (_, error) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = toErrorResponse(error);
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("answer 400 when the database refuses text it cannot store", async () => {
    const refused = Object.assign(new Error("Database error. Code: `22021`"), {
      code: "P2039",
      meta: { driverAdapterError: { cause: { originalCode: "22021" } } },
    });
    expect(isUnstorableText(refused)).toBe(true);
    expect(isUnstorableText(new Error("other"))).toBe(false);
    const response = toErrorResponse(refused);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Text must not contain NUL characters or unpaired surrogates");
  });

  it.each([
    ["as Prisma's own client reports it", Object.assign(new Error("Foreign key constraint violated on the constraint: `Bookmark_threadId_fkey`"), { code: "P2003" })],
    [
      "as a raw statement reports it",
      Object.assign(new Error("Raw query failed. Code: `23503`."), { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "23503" } } } }),
    ],
  ])("answer 409 when a write's target was deleted meanwhile (a broken foreign key, %s)", async (_, error) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(new Error("other"))).toBe(false);
    const response = toErrorResponse(error);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "CONFLICT", code: "CONFLICT", message: "What this refers to was deleted meanwhile. Reload the page and try again." });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("error log lines", () => {
  it("carry name, code, folded message and digest, cut at 500 characters", () => {
    const error = Object.assign(new Error("Can't reach database server\n  at 127.0.0.1:5432"), { code: "P1001", digest: "1380942092" });
    expect(errorLine(error)).toBe("Error [P1001]: Can't reach database server at 127.0.0.1:5432 (digest 1380942092)");
    expect(errorLine(new TypeError("x".repeat(900)))).toHaveLength(500);
    expect(errorLine("plain\ntext")).toBe("plain text");
  });

  it("replace every Error the server logs with its line", () => {
    const original = console.error;
    const log = vi.fn();
    console.error = log;
    try {
      logErrorsOnOneLine();
      const error = new Error("render failed");
      console.error("⨯", error, { detail: 1 });
      expect(log).toHaveBeenCalledWith("⨯", "Error: render failed", { detail: 1 });
      expect(String(log.mock.calls[0][1])).not.toContain(" at ");
    } finally {
      console.error = original;
    }
  });
});

describe("storable text", () => {
  it.each(["plain", "", "🥊 emoji", "rtl \u202E override", "zero\u200Bwidth", "<script>alert(1)</script>"])("accepts %j", (text) => {
    expect(isStorableText(text)).toBe(true);
  });
  it.each(["nul\u0000byte", "lone \ud800 high", "lone \udc00 low", "reversed \udc00\ud800"])("refuses %j", (text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe("a content security policy reused with new nonces", () => {
  const policy = "default-src 'self'; script-src 'self' 'strict-dynamic' 'nonce-AbC+/12=='; style-src 'self'";

  it("is split around its nonce and put back together with a new one", () => {
    const parts = policyAroundNonce(policy)!;
    expect(parts).toEqual(["default-src 'self'; script-src 'self' 'strict-dynamic' ", "; style-src 'self'"]);
    const first = policyWithNewNonce(parts);
    const second = policyWithNewNonce(parts);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.policy).toBe(policy.replace("AbC+/12==", first.nonce));
    expect(second.nonce).not.toBe(first.nonce);
  });

  it("is not reused without a nonce", () => {
    expect(policyAroundNonce("default-src 'self'")).toBeNull();
    expect(policyAroundNonce(null)).toBeNull();
  });
});

describe("addresses", () => {
  it.each(["/api/threads/id/abc", "/user/%F0%9F%A5%8A?tab=posts", "/search?q=%E2%80%AE%20rematch"])("accepts %s", (address) => {
    expect(addressProblem(new URL(address, "http://app"))).toBeNull();
  });
  it.each([
    ["/api/threads/id/%E0%A4%A", "The address is not valid percent-encoded UTF-8"],
    ["/api/replies/%ED%A0%80", "The address is not valid percent-encoded UTF-8"],
    ["/api/threads/id/abc%00def", "Text must not contain NUL characters or unpaired surrogates"],
    ["/api/search?q=a%00b", "Text must not contain NUL characters or unpaired surrogates"],
    ["/api/search?%00=x", "Text must not contain NUL characters or unpaired surrogates"],
  ])("refuses %s", (address, problem) => {
    expect(addressProblem(new URL(address, "http://app"))).toBe(problem);
  });
});

describe("reading a body at most so long", () => {
  const MB = 1024 * 1024;
  /** A chunked body of `chunks` megabytes; `read()` tells how many of them were pulled, `cancelled()` whether reading was given up. */
  function streamedBody(chunks: number) {
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(MB));
      },
      cancel() {
        cancelled = true;
      },
    }, { highWaterMark: 0 });
    const request = new Request("http://app/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
    return { request, read: () => pulled, cancelled: () => cancelled };
  }
  const tooLarge = () => new Error("too large");

  it("returns a body within the limit", async () => {
    const { request } = streamedBody(2);
    expect((await readBodyAtMost(request, 2 * MB, tooLarge)).byteLength).toBe(2 * MB);
  });

  it("refuses a declared length over the limit before reading anything", async () => {
    const { request, read } = streamedBody(3);
    request.headers.set("content-length", String(3 * MB));
    await expect(readBodyAtMost(request, 2 * MB, tooLarge)).rejects.toThrow("too large");
    expect(read()).toBe(0);
  });

  it("reads and drops the rest of a body past the limit, so the client can read the answer", async () => {
    const { request, read, cancelled } = streamedBody(10);
    await expect(readBodyAtMost(request, 2 * MB, tooLarge)).rejects.toThrow("too large");
    expect(read()).toBe(10);
    expect(cancelled()).toBe(false);
  });

  it("gives up a body that goes on long past the limit", async () => {
    const { request, read, cancelled } = streamedBody(100);
    await expect(readBodyAtMost(request, 2 * MB, tooLarge)).rejects.toThrow("too large");
    expect(read()).toBeLessThan(100);
    expect(cancelled()).toBe(true);
  });

  it("answers 400 and logs nothing when the client leaves before its body arrived, not 503 'database unavailable'", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // What Node's request stream fails with when the client's connection closes mid-body.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"content": "half a'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://app/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
    const error = await readBodyAtMost(request, 2 * MB, tooLarge).catch((failure: unknown) => failure);
    const response = toErrorResponse(error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "INVALID_INPUT", code: "INVALID_INPUT", message: "The request ended before its body arrived" });
    expect(log).not.toHaveBeenCalled();
  });
});

describe("member-supplied links", () => {
  it.each(["https://x.com/fighter", "http://facebook.com/fighter"])("keeps %s", (url) => expect(httpUrlOrNull(url)).toBe(url));
  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>", "//evil.example.com", "/relative", "not a url", "", null])(
    "drops %j",
    (url) => expect(httpUrlOrNull(url)).toBeNull(),
  );
});
