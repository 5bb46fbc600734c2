import { describe, expect, it } from "vitest";
import { withFollowChange, type NoticeActionKind } from "@/lib/notifications/notice-action";
import type { NotificationType } from "@/lib/generated/prisma/enums";

const notice = (
  type: NotificationType,
  action: NoticeActionKind | null,
  { threadId = "t1", actorId = "m1", categoryId = "general" }: { threadId?: string | null; actorId?: string | null; categoryId?: string | null } = {},
) => ({
  id: `${type}-${threadId}-${actorId}`,
  type,
  threadId,
  categoryId,
  relatedUser: actorId ? { id: actorId } : null,
  action,
});

describe("a notice's action after the viewer changes a follow", () => {
  it("unfollowing a thread takes Unfollow off every notice of its replies, and only of that thread", () => {
    const change = { kind: "thread", id: "t1", following: false } as const;
    expect(withFollowChange(notice("FOLLOW", "unfollowThread"), change).action).toBeNull();
    expect(withFollowChange(notice("FOLLOW", "unfollowThread", { threadId: "t2" }), change).action).toBe("unfollowThread");
    expect(withFollowChange(notice("NEW_THREAD", "unfollowMember"), change).action, "a followed member's thread is about the member").toBe("unfollowMember");
  });

  it("unfollowing a member takes Unfollow off their new threads' notices and offers Follow back on their follow's", () => {
    const change = { kind: "member", id: "m1", following: false } as const;
    expect(withFollowChange(notice("NEW_THREAD", "unfollowMember"), change).action).toBeNull();
    expect(withFollowChange(notice("NEW_FOLLOWER", null), change).action).toBe("followBack");
    expect(withFollowChange(notice("NEW_THREAD", "unfollowMember", { actorId: "m2" }), change).action).toBe("unfollowMember");
    expect(withFollowChange(notice("FOLLOW", "unfollowThread"), change).action, "a reply by the member in a followed thread is about the thread").toBe("unfollowThread");
  });

  it("following a member back takes Follow back off and offers Unfollow on their new threads' notices", () => {
    const change = { kind: "member", id: "m1", following: true } as const;
    expect(withFollowChange(notice("NEW_FOLLOWER", "followBack"), change).action).toBeNull();
    expect(withFollowChange(notice("NEW_THREAD", null), change).action).toBe("unfollowMember");
    expect(withFollowChange(notice("LIKE", null), change).action).toBeNull();
  });

  it("leaves a notice it does not change as it was", () => {
    const unchanged = notice("REPLY", null);
    expect(withFollowChange(unchanged, { kind: "thread", id: "t1", following: false })).toBe(unchanged);
    const deletedActor = notice("NEW_FOLLOWER", null, { actorId: null });
    expect(withFollowChange(deletedActor, { kind: "member", id: "m1", following: false })).toBe(deletedActor);
  });

  it("unfollowing a category takes Unfollow off its new threads' notices, and only of that category; following it again puts it back", () => {
    const unfollowed = { kind: "category", id: "general", following: false } as const;
    expect(withFollowChange(notice("CATEGORY_THREAD", "unfollowCategory"), unfollowed).action).toBeNull();
    expect(withFollowChange(notice("CATEGORY_THREAD", "unfollowCategory", { categoryId: "member_feedback" }), unfollowed).action).toBe("unfollowCategory");
    expect(withFollowChange(notice("NEW_THREAD", "unfollowMember"), unfollowed).action, "a followed member's thread in the category is about the member").toBe("unfollowMember");
    expect(withFollowChange(notice("CATEGORY_THREAD", null), { ...unfollowed, following: true }).action).toBe("unfollowCategory");
  });
});
