import { describe, expect, it } from "vitest";
import { api, APP_URL, sessionCookie } from "../helpers/api";

describe("security headers", () => {
  it("sends a nonce-based CSP and the hardening headers on pages", async () => {
    const response = await fetch(`${APP_URL}/auth`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-site");

    // Every inline script Next.js renders carries the request's nonce.
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("gives signed-in pages (which skip Clerk's middleware) Clerk's policy with a new nonce each time", async () => {
    const clerkPolicy = (await fetch(`${APP_URL}/auth`)).headers.get("content-security-policy")!;
    const cookie = await sessionCookie("member");
    const nonces = new Set<string>();
    for (const page of ["/forum", "/forum", "/rankings", "/thread/missing-thread"]) {
      const response = await fetch(`${APP_URL}${page}`, { headers: { cookie } });
      const policy = response.headers.get("content-security-policy")!;
      const nonce = policy.match(/'nonce-([A-Za-z0-9+/=]{24})'/)![1];
      expect(policy.replace(nonce, "N"), page).toBe(clerkPolicy.replace(/'nonce-[^']+'/, "'nonce-N'"));
      const html = await response.text();
      for (const [, attributes] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)) expect(attributes, page).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });
});

describe("hardening headers beyond pages", () => {
  it.each(["/api/get-plans", "/api/threads/id/missing", "/media/AAAAAAAAAAAAAAAAAAAAAA.png", "/api/threads/id/%00"])("are on %s", async (path) => {
    const response = await fetch(`${APP_URL}${path}`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-site");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("cross-site request refusal", () => {
  it("refuses a mutating call from another origin with 403 and changes nothing", async () => {
    const refused = await api("/api/users/clerk/user_dev_member", {
      as: "member",
      body: { firstName: "Hijacked" },
      headers: { origin: "https://evil.example.com" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("CROSS_SITE_REQUEST");
    const profile = await api("/api/users/clerk/user_dev_member", { as: "member" });
    expect(profile.json.firstName).toBe("Max");
  });

  it("refuses a call the browser marks cross-site", async () => {
    const refused = await api("/api/auth/sign-out", { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(refused.status).toBe(403);
  });

  it("accepts the app's own origin", async () => {
    const ok = await api("/api/users/clerk/user_dev_member", {
      as: "member",
      body: { firstName: "Max" },
      headers: { origin: new URL(APP_URL).origin, "sec-fetch-site": "same-origin" },
    });
    expect(ok.status).toBe(200);
  });
});
