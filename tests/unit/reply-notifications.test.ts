import { describe, expect, it } from "vitest";
import { replyNotifications } from "@/lib/replies/reply-notifications";

const author = { id: "u-author", username: "replier" };
const thread = { id: "t1", title: "Judging", userId: "u-thread" };
const about = { actorId: "u-author", threadId: "t1", replyId: "r1" };
const authorFollowing = { authorFollows: true };

describe("replyNotifications", () => {
  it("tells the answered member, the thread's author and mentioned members", () => {
    expect(replyNotifications({ replyId: "r1", author, thread, parentAuthorId: "u-parent", mentionedUserIds: ["u-fan"], ...authorFollowing })).toEqual([
      { ...about, userId: "u-parent", type: "REPLY", message: 'replier replied to your reply in "Judging"' },
      { ...about, userId: "u-thread", type: "REPLY", message: 'replier replied to your thread "Judging"' },
      { ...about, userId: "u-fan", type: "MENTION", message: 'replier mentioned you in "Judging"' },
    ]);
  });

  it("never tells the replier, and tells each member once", () => {
    const notifications = replyNotifications({
      replyId: "r1",
      author,
      thread: { ...thread, userId: "u-author" },
      parentAuthorId: "u-parent",
      mentionedUserIds: ["u-author", "u-parent", "u-fan", "u-fan"],
      ...authorFollowing,
    });
    expect(notifications.map((n) => [n.userId, n.type])).toEqual([
      ["u-parent", "REPLY"],
      ["u-fan", "MENTION"],
    ]);
  });

  it("tells the thread's author once when they wrote the reply being answered", () => {
    const notifications = replyNotifications({ replyId: "r1", author, thread, parentAuthorId: "u-thread", mentionedUserIds: ["u-thread"], ...authorFollowing });
    expect(notifications).toEqual([{ ...about, userId: "u-thread", type: "REPLY", message: 'replier replied to your reply in "Judging"' }]);
  });

  it("tells only the thread's author about a top-level reply", () => {
    expect(replyNotifications({ replyId: "r1", author, thread, parentAuthorId: null, mentionedUserIds: [], ...authorFollowing }).map((n) => n.userId)).toEqual(["u-thread"]);
  });

  it("tells the thread's author only while they follow it", () => {
    const notifications = replyNotifications({ replyId: "r1", author, thread, parentAuthorId: null, mentionedUserIds: ["u-fan"], authorFollows: false });
    expect(notifications).toEqual([{ ...about, userId: "u-fan", type: "MENTION", message: 'replier mentioned you in "Judging"' }]);
  });
});
