import { describe, expect, it } from "vitest";
import { accountUpdateSchema } from "@/lib/validation/account";

const link = (network: string, value: string) => {
  const parsed = accountUpdateSchema.safeParse({ socialLinks: { [network]: value } });
  return parsed.success ? (parsed.data.socialLinks as Record<string, string | null>)[network] : `error: ${parsed.error.issues[0]?.message}`;
};

describe("social links on /account", () => {
  it("turns a handle into the network's profile address", () => {
    expect(link("twitter", "@jonnybones")).toBe("https://x.com/jonnybones");
    expect(link("twitter", "jonnybones")).toBe("https://x.com/jonnybones");
    expect(link("instagram", "@jon.jones")).toBe("https://www.instagram.com/jon.jones");
    expect(link("youtube", "jonjones")).toBe("https://www.youtube.com/@jonjones");
    expect(link("facebook", "JonJones")).toBe("https://www.facebook.com/JonJones");
  });

  it("keeps an address on the network's own site or a subdomain of it, with or without a scheme", () => {
    expect(link("twitter", "https://mobile.twitter.com/jon")).toBe("https://mobile.twitter.com/jon");
    expect(link("youtube", "youtube.com/channel/UC123")).toBe("https://youtube.com/channel/UC123");
    expect(link("facebook", "http://fb.com/jon")).toBe("http://fb.com/jon");
  });

  it("refuses other sites, look-alike hosts, credentials and other schemes", () => {
    const refused = "error: Twitter link must be a twitter.com or x.com address or a handle like @name";
    expect(link("twitter", "https://x.com.evil.example/jon")).toBe(refused);
    expect(link("twitter", "https://notx.com/jon")).toBe(refused);
    expect(link("twitter", "evil.example/x.com")).toBe(refused);
    expect(link("twitter", "https://user:pass@x.com/jon")).toBe(refused);
    expect(link("twitter", "javascript:alert(1)")).toBe(refused);
    expect(link("twitter", "ftp://x.com/jon")).toBe(refused);
    expect(link("twitter", "two words")).toBe(refused);
  });

  it("removes a link given as an empty field", () => {
    expect(link("instagram", "   ")).toBeNull();
  });
});

describe("names and preferences on /account", () => {
  it("trims names and stores an empty one as none", () => {
    expect(accountUpdateSchema.parse({ firstName: "  Jon  ", lastName: "" })).toEqual({ firstName: "Jon", lastName: null });
  });

  it("takes only the known notification types, as booleans", () => {
    expect(accountUpdateSchema.parse({ notificationPreferences: { LIKE: false, REPLY: true } })).toEqual({ notificationPreferences: { LIKE: false, REPLY: true } });
    expect(accountUpdateSchema.safeParse({ notificationPreferences: { SYSTEM: false } }).success).toBe(false);
    expect(accountUpdateSchema.safeParse({ notificationPreferences: { FOLLOW: "no" } }).success).toBe(false);
  });
});
