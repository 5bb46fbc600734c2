import { describe, expect, it } from "vitest";
import { api, APP_URL, signDevToken, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";

const now = () => Math.floor(Date.now() / 1000);

describe("development sign-in and Clerk session verification", () => {
  it("issues a token that authenticates GET /api/users/clerk/{id} with Authorization: Bearer", async () => {
    const { status, json } = await api("/api/users/clerk/user_dev_member", { as: "member" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ username: "member", role: "USER", planType: "BASIC", externalId: "user_dev_member" });
  });

  it("rejects a tampered token with 401", async () => {
    const token = await tokenFor("member");
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "user_dev_admin" })).toString("base64url");
    const { status, json } = await api("/api/users/clerk/user_dev_admin", { headers: { authorization: `Bearer ${header}.${forged}.${signature}` } });
    expect(status).toBe(401);
    expect(json).toMatchObject({ error: "UNAUTHORIZED", code: "UNAUTHORIZED" });
  });

  it("rejects an expired token with 401", async () => {
    const expired = await signDevToken({ sub: "user_dev_member", exp: now() - 60 });
    const { status } = await api("/api/users/clerk/user_dev_member", { headers: { authorization: `Bearer ${expired}` } });
    expect(status).toBe(401);
  });

  it("rejects a token issued to another site (authorized party) with 401", async () => {
    const elsewhere = await signDevToken({ sub: "user_dev_member", exp: now() + 300, azp: "https://evil.example" });
    const { status } = await api("/api/users/clerk/user_dev_member", { headers: { authorization: `Bearer ${elsewhere}` } });
    expect(status).toBe(401);
  });

  it("takes the session cookie only while __client_uat says the browser is signed in, and not newer than the token", async () => {
    const issuedAt = now() - 60;
    const token = await signDevToken({ sub: "user_dev_member", iat: issuedAt, exp: now() + 300 });
    const call = (cookie: string) => api("/api/notifications/unread-count", { headers: { cookie } });
    expect((await call(`__session=${token}; __client_uat=${issuedAt - 5}`)).status).toBe(200);
    expect((await call(`__session=${token}; __client_uat=${issuedAt}`)).status).toBe(200);
    // Signed out in another tab, or signed in again since this token was issued.
    expect((await call(`__session=${token}; __client_uat=0`)).status).toBe(401);
    expect((await call(`__session=${token}; __client_uat=${issuedAt + 30}`)).status).toBe(401);
    expect((await call(`__session=${token}`)).status).toBe(401);
    // A bearer token stands on its own.
    expect((await api("/api/notifications/unread-count", { headers: { authorization: `Bearer ${token}`, cookie: "__client_uat=0" } })).status).toBe(200);
  });

  it("answers 401 JSON when signed out", async () => {
    const { status, json } = await api("/api/users/clerk/user_dev_member");
    expect(status).toBe(401);
    expect(json.message).toBe("You must be signed in");
  });

  it("lets members read only their own profile, staff anyone's", async () => {
    expect((await api("/api/users/clerk/user_dev_fan", { as: "member" })).status).toBe(403);
    expect((await api("/api/users/clerk/user_dev_fan", { as: "admin" })).status).toBe(200);
    expect((await api("/api/users/clerk/user_dev_nobody", { as: "admin" })).status).toBe(404);
  });

  it("creates an unknown username as a free USER", async () => {
    const username = `newbie_${Date.now() % 1_000_000}`;
    const { status } = await api(`/api/users/clerk/user_dev_${username}`, { as: username });
    expect(status).toBe(200);
    const row = await testDb.user.findUniqueOrThrow({ where: { username } });
    expect(row).toMatchObject({ role: "USER", planType: "FREE", clerkId: `user_dev_${username}` });
  });

  it("syncs the member's own profile with POST /api/users/clerk/{id}, validating the body but taking identity from the provider", async () => {
    const username = `sync_${Date.now() % 1_000_000}`;
    await tokenFor(username);
    const before = await testDb.user.findUniqueOrThrow({ where: { username } });
    const ok = await api(`/api/users/clerk/user_dev_${username}`, {
      as: username,
      body: { firstName: "Sam", lastName: "Sync", email: "sam@example.com", profileImageUrl: "https://img.example.com/sam.png", username },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ username, firstName: before.firstName, lastName: before.lastName, imageUrl: before.imageUrl });

    const other = await api("/api/users/clerk/user_dev_member", { as: username, body: { firstName: "Hacker" } });
    expect(other.status).toBe(403);
    const badEmail = await api(`/api/users/clerk/user_dev_${username}`, { as: username, body: { email: "not-an-email" } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe("Email must be a valid address");
    const badUrl = await api(`/api/users/clerk/user_dev_${username}`, { as: username, body: { profileImageUrl: "javascript:alert(1)" } });
    expect(badUrl.status).toBe(400);
    const notJson = await api(`/api/users/clerk/user_dev_${username}`, { as: username, body: "{oops" });
    expect(notJson).toMatchObject({ status: 400, json: { message: "Request body must be valid JSON" } });
    expect((await testDb.user.findUniqueOrThrow({ where: { username: "member" } })).firstName).toBe("Max");
  });

  it("never lets a member rename themself or set another picture through the sync call", async () => {
    const username = `impostor_${Date.now() % 1_000_000}`;
    await tokenFor(username);
    const before = await testDb.user.findUniqueOrThrow({ where: { username } });
    const attempt = await api(`/api/users/clerk/user_dev_${username}`, {
      as: username,
      body: { username: "ufc_official", firstName: "UFC", lastName: "Official", email: "press@ufc.example", profileImageUrl: "https://tracker.example/pixel.gif" },
    });
    expect(attempt.status).toBe(200);
    const after = await testDb.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({ username, firstName: before.firstName, lastName: before.lastName, email: before.email, imageUrl: before.imageUrl });
    expect(await testDb.user.findUnique({ where: { username: "ufc_official" } })).toBeNull();
  });

  it("refuses a body userId that is not the session user", async () => {
    const { status, json } = await api("/api/users/clerk/user_dev_member", { as: "member", body: { userId: "someone-else" } });
    expect(status).toBe(403);
    expect(json.message).toBe("userId does not match the signed-in user");
  });

  it("validates the dev token request", async () => {
    expect((await api("/api/dev/token", { body: {} })).status).toBe(400);
    expect((await api("/api/dev/token", { body: { username: "a b" } })).json.message).toBe(
      "Username may contain only letters, numbers and underscores",
    );
  });
});

describe("cookie sessions and route access", () => {
  async function signIn(username: string, redirectUrl: string) {
    const response = await fetch(`${APP_URL}/api/dev/login?as=${username}&redirect_url=${encodeURIComponent(redirectUrl)}`, { redirect: "manual" });
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    return { response, cookie: cookies.join("; ") };
  }

  it("sets HttpOnly, SameSite=Lax session cookies and redirects to the requested path", async () => {
    const { response } = await signIn("fan", "/forum/fighters_only");
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, APP_URL).pathname).toBe("/forum/fighters_only");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("__session="))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith("__session="))).toMatch(/SameSite=lax/i);
    expect(setCookies.find((c) => c.startsWith("__client_uat="))).toBeDefined();
  });

  it("never redirects a sign-in to another origin", async () => {
    const { response } = await signIn("fan", "//evil.example.com/x");
    expect(new URL(response.headers.get("location")!, APP_URL).origin).toBe(new URL(APP_URL).origin);
  });

  it("sends signed-out visitors of signed-in pages to /auth with redirect_url", async () => {
    for (const path of ["/", "/forum", "/forum/general", "/rankings", "/user/member", "/checkout"]) {
      const response = await fetch(`${APP_URL}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(307);
      const location = new URL(response.headers.get("location")!, APP_URL);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("redirect_url")).toBe(path);
    }
  });

  it("lists the category's threads from the database once signed in", async () => {
    const { cookie } = await signIn("fan", "/forum");
    // Read before the page: a thread another test file posts meanwhile then only pushes these down its first page.
    const threads = await testDb.thread.findMany({ where: { categoryId: "general", isPinned: false }, orderBy: { lastActivityAt: "desc" }, take: 3 });
    const html = await (await fetch(`${APP_URL}/forum`, { headers: { cookie } })).text();
    // Every thread of the first page is in the page's payload as written; only the first cards are also HTML
    // (fewer when other test files pinned threads), so the title is looked for as the payload holds it.
    for (const thread of threads) expect(html).toContain(thread.title);
    expect(html).toContain("General MMA Discussion");
  });

  it("treats an expired session cookie as signed out and clears it", async () => {
    const expired = await signDevToken({ sub: "user_dev_fan", exp: now() - 10, iat: now() - 3600 });
    const response = await fetch(`${APP_URL}/forum`, {
      headers: { cookie: `__session=${expired}; __client_uat=${now() - 3600}` },
      redirect: "manual",
    });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, APP_URL).pathname).toBe("/auth");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session=;"))).toBe(true);
  });

  it("keeps /auth public and sends signed-in visitors on", async () => {
    expect((await fetch(`${APP_URL}/auth`, { redirect: "manual" })).status).toBe(200);
    const { cookie } = await signIn("fan", "/");
    const response = await fetch(`${APP_URL}/auth?redirect_url=/rankings`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, APP_URL).pathname).toBe("/rankings");
  });

  it("shows 404 Page Not Found for any other path, signed in or not", async () => {
    const response = await fetch(`${APP_URL}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  it("signs out by clearing the session cookies", async () => {
    const response = await fetch(`${APP_URL}/api/auth/sign-out`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session=;"))).toBe(true);
  });
});
