import { describe, expect, it } from "vitest";
import { linkableSocialLinks } from "@/lib/members/social-links";

const none = { twitter: null, instagram: null, youtube: null, facebook: null };

describe("linkableSocialLinks", () => {
  it("links http(s) addresses in the About tab's order", () => {
    expect(
      linkableSocialLinks({ ...none, facebook: "https://facebook.com/fighter", twitter: " http://x.com/fighter " }),
    ).toEqual([
      { key: "twitter", label: "Twitter", url: "http://x.com/fighter" },
      { key: "facebook", label: "Facebook", url: "https://facebook.com/fighter" },
    ]);
  });

  it("never links other schemes or text that is not an address", () => {
    expect(
      linkableSocialLinks({
        twitter: "javascript:alert(1)",
        instagram: "data:text/html,<script>alert(1)</script>",
        youtube: "youtube.com/fighter",
        facebook: "",
      }),
    ).toEqual([]);
    expect(linkableSocialLinks(none)).toEqual([]);
  });
});
