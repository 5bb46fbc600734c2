import { describe, expect, it } from "vitest";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { PREMIUM_SHARE_DESCRIPTION, SHARE_DESCRIPTION_LENGTH, toThreadShare } from "@/lib/threads/thread-share";
import { threadDto } from "../helpers/thread-dto";

function thread(overrides: Partial<ThreadDto> = {}): ThreadDto {
  return threadDto({
    title: "Camp notes",
    content: "x".repeat(250),
    likesCount: 3,
    repliesCount: 2,
    media: [{ id: "m1", type: "IMAGE", url: "/media/abcdefghijklmnopqrstuv.jpg", width: 800, height: 600 }],
    ...overrides,
  });
}

describe("thread share preview", () => {
  it("describes a member's thread by its first 200 characters and shows its first image", () => {
    const share = toThreadShare(thread({ content: `${"a".repeat(SHARE_DESCRIPTION_LENGTH)}TAIL` }));
    expect(share.description).toBe("a".repeat(200));
    expect(share).toMatchObject({ title: "Camp notes", imageUrl: "/media/abcdefghijklmnopqrstuv.jpg", authorUsername: "author", likesCount: 3, repliesCount: 2 });
  });

  it("gives a pro fighter's thread away by title and author only, even from a paid member's copy", () => {
    const fighter = { ...thread().user, role: "FIGHTER" as const, username: "champ" };
    const share = toThreadShare(thread({ user: fighter, content: "Secret camp details" }));
    expect(share.description).toBe(PREMIUM_SHARE_DESCRIPTION);
    expect(share.imageUrl).toBeNull();
    expect(JSON.stringify(share)).not.toContain("Secret camp details");
    expect(share).toMatchObject({ title: "Camp notes", authorUsername: "champ" });
  });

  it("keeps a spoiler out of the description", () => {
    const share = toThreadShare(thread({ content: "Results inside: ||Jones by KO||, rewatch it" }));
    expect(share.description).toBe("Results inside: [spoiler], rewatch it");
  });

  it("has no image for a thread without one", () => {
    expect(toThreadShare(thread({ media: [] })).imageUrl).toBeNull();
  });
});
