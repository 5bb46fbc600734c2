import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { isPaidMember, isStaff } from "@/lib/auth/roles";
import { tokenExpiry } from "@/lib/auth/session-cookies";
import { devLoginQuerySchema, syncUserSchema, usernameSchema } from "@/lib/validation/users";

describe("safeRedirectPath", () => {
  it("keeps same-site paths, normalized", () => {
    expect(safeRedirectPath("/thread/abc?replyId=1")).toBe("/thread/abc?replyId=1");
    expect(safeRedirectPath("/forum/../rankings#top")).toBe("/rankings#top");
    expect(safeRedirectPath("/a//b")).toBe("/a//b");
    // Encoded slashes are part of a segment's name, not separators: still a path on this site.
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
  it.each([
    null,
    "",
    "https://evil.example.com",
    "//evil.example.com",
    "/\\evil.example.com",
    "javascript:alert(1)",
    "/\t/evil.example.com",
    "/\n/evil.example.com",
    "/\\\t\\evil.example.com",
    " //evil.example.com",
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/./..//evil.example",
    "/%2e//evil.example/x",
    "/%2E%2E//evil.example/x",
    "/.\\/evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "/./\t/evil.example",
    "https:evil.example",
  ])(
    "sends %j home",
    (value) => expect(safeRedirectPath(value)).toBe("/"),
  );
});

describe("roles", () => {
  it("counts a paid plan or a privileged role as paid", () => {
    expect(isPaidMember({ role: "USER", planType: "FREE" })).toBe(false);
    expect(isPaidMember({ role: "USER", planType: "BASIC" })).toBe(true);
    for (const role of ["ADMIN", "MODERATOR", "FIGHTER", "INDUSTRY_PROFESSIONAL"] as const) {
      expect(isPaidMember({ role, planType: "FREE" })).toBe(true);
    }
  });
  it("treats only admins and moderators as staff", () => {
    expect(isStaff("ADMIN")).toBe(true);
    expect(isStaff("MODERATOR")).toBe(true);
    expect(isStaff("FIGHTER")).toBe(false);
    expect(isStaff("USER")).toBe(false);
  });
});

describe("tokenExpiry", () => {
  it("reads exp from a JWT payload and null from garbage", () => {
    const payload = Buffer.from(JSON.stringify({ exp: 123 })).toString("base64url");
    expect(tokenExpiry(`x.${payload}.y`)).toBe(123);
    expect(tokenExpiry("garbage")).toBeNull();
    expect(tokenExpiry(`x.${Buffer.from("{}").toString("base64url")}.y`)).toBeNull();
  });
});

describe("user input schemas", () => {
  it("validates usernames", () => {
    expect(usernameSchema.parse("  Fan_1 ")).toBe("fan_1");
    expect(usernameSchema.safeParse("ab").error?.issues[0].message).toBe("Username must be at least 3 characters");
    expect(usernameSchema.safeParse("x".repeat(31)).success).toBe(false);
    expect(usernameSchema.safeParse("<script>").success).toBe(false);
  });
  it("accepts only http(s) profile images and valid e-mails", () => {
    expect(syncUserSchema.safeParse({ profileImageUrl: "https://a.example/p.png" }).success).toBe(true);
    expect(syncUserSchema.safeParse({ profileImageUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(syncUserSchema.safeParse({ email: "nope" }).success).toBe(false);
  });
  it("requires a username to sign in as", () => {
    expect(devLoginQuerySchema.safeParse({}).success).toBe(false);
    expect(devLoginQuerySchema.parse({ as: "fan", redirect_url: "/forum" })).toEqual({ as: "fan", redirect_url: "/forum" });
  });
});
