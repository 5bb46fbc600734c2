import { describe, expect, it } from "vitest";
import { bareAddressAt, withBareAddresses } from "@/lib/markdown/bare-addresses";

describe("withBareAddresses", () => {
  it("keeps text without an address whole, its lines too", () => {
    expect(withBareAddresses("Great fight!\nSee you there")).toEqual([{ type: "text", text: "Great fight!\nSee you there" }]);
    expect(withBareAddresses("")).toEqual([]);
  });

  it("cuts out each http(s) address, leaving its trailing punctuation as text", () => {
    expect(withBareAddresses("Watch https://youtu.be/abc. Wild!\nAnd http://example.com/x?y=1, too")).toEqual([
      { type: "text", text: "Watch " },
      { type: "address", href: "https://youtu.be/abc" },
      { type: "text", text: ". Wild!\nAnd " },
      { type: "address", href: "http://example.com/x?y=1" },
      { type: "text", text: ", too" },
    ]);
    expect(withBareAddresses("(see https://en.wikipedia.org/wiki/Fedor_(fighter))")).toEqual([
      { type: "text", text: "(see " },
      { type: "address", href: "https://en.wikipedia.org/wiki/Fedor_(fighter)" },
      { type: "text", text: ")" },
    ]);
    expect(withBareAddresses("https://a.example")).toEqual([{ type: "address", href: "https://a.example" }]);
  });

  it("links no address inside a word, no other scheme and no address without a host", () => {
    for (const text of ["xhttps://example.com", "javascript:alert(1)", "data:text/html,hi", "just https:// then", "ftp://example.com"]) {
      expect(withBareAddresses(text).every((part) => part.type === "text"), text).toBe(true);
    }
  });
});

describe("bareAddressAt", () => {
  it("reads the address a text starts with, never after a letter", () => {
    expect(bareAddressAt("https://example.com/a! rest")).toBe("https://example.com/a");
    expect(bareAddressAt("https://example.com", "a")).toBeNull();
    expect(bareAddressAt("no address")).toBeNull();
  });
});
