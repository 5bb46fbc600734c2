import { describe, expect, it } from "vitest";
import { CATEGORIES, isCategoryId, resolveCategory } from "@/lib/categories";

describe("categories", () => {
  it("has the four fixed categories in order", () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(["general", "mma_takes_podcast_companion", "fighters_only", "member_feedback"]);
    expect(CATEGORIES[0].name).toBe("General MMA Discussion");
  });
  it("falls back to general for an unknown or missing category", () => {
    expect(resolveCategory("fighters_only").id).toBe("fighters_only");
    expect(resolveCategory("nope").id).toBe("general");
    expect(resolveCategory(undefined).id).toBe("general");
    expect(isCategoryId("general")).toBe(true);
    expect(isCategoryId("General")).toBe(false);
  });
});
