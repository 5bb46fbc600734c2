import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { toPublicProfileDto, type PublicProfileRow } from "@/lib/members/member-dto";
import { toNotificationDto, type NotificationRow } from "@/lib/notifications/notification-dto";

const row = (overrides: Partial<PublicProfileRow> = {}): PublicProfileRow => ({
  id: "u1",
  clerkId: "user_1",
  username: "frankie",
  role: "FIGHTER",
  imageUrl: "https://img.example.com/f.png",
  isVerified: true,
  lastSeenAt: null,
  isBanned: false,
  fightCred: 80,
  postsCount: 3,
  likesCount: 7,
  potdCount: 1,
  repliesCount: 4,
  repliesReceivedCount: 2,
  pinnedByUserCount: 1,
  firstName: "Frankie",
  lastName: "Ferreira",
  bio: "Lightweight out of Lisbon.",
  weightClass: "LIGHTWEIGHT",
  recordWins: 14,
  recordLosses: 3,
  recordDraws: 0,
  twitterUrl: "https://twitter.com/f",
  instagramUrl: null,
  youtubeUrl: null,
  facebookUrl: null,
  createdAt: new Date("2026-01-02T03:04:05Z"),
  ...overrides,
});

const viewer = (overrides: Partial<NonNullable<Viewer>> = {}): NonNullable<Viewer> => ({
  id: "v1",
  clerkId: "user_v1",
  username: "viewer",
  firstName: null,
  lastName: null,
  email: "viewer@example.com",
  imageUrl: null,
  role: "USER",
  planType: "FREE",
  isVerified: false,
  isBanned: false,
  stripeCustomerId: "cus_secret",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  postsCount: 0,
  repliesCount: 0,
  isPaid: false,
  isStaff: false,
  ...overrides,
});

describe("public profile", () => {
  it("shows rank, status, counters and the full name of a fighter", () => {
    const profile = toPublicProfileDto(row(), { rank: 4, isTied: true }, viewer());
    expect(profile).toMatchObject({
      username: "frankie",
      fullName: "Frankie Ferreira",
      status: "COMPETITOR",
      rank: 4,
      isTied: true,
      fightCred: 80,
      points: 80,
      postsCount: 3,
      likesCount: 7,
      potdCount: 1,
      pinnedByUserCount: 1,
      repliesCount: 4,
      socialLinks: { twitter: "https://twitter.com/f", instagram: null, youtube: null, facebook: null },
      createdAt: "2026-01-02T03:04:05.000Z",
    });
  });

  it("hides a member's full name and a staff member's rank and status", () => {
    expect(toPublicProfileDto(row({ role: "USER" }), { rank: 1, isTied: false }, viewer()).fullName).toBeNull();
    expect(toPublicProfileDto(row({ role: "INDUSTRY_PROFESSIONAL" }), null, viewer()).fullName).toBe("Frankie Ferreira");
    const staff = toPublicProfileDto(row({ role: "MODERATOR" }), null, viewer());
    expect(staff).toMatchObject({ fullName: null, status: null, rank: null, isTied: false });
  });

  it("shows a verified pro fighter's weight class and record, no one else's, and a record only when whole", () => {
    expect(toPublicProfileDto(row(), null, viewer()).fighterDetails).toEqual({ weightClass: "LIGHTWEIGHT", record: { wins: 14, losses: 3, draws: 0 } });
    expect(toPublicProfileDto(row({ recordDraws: null }), null, viewer()).fighterDetails).toEqual({ weightClass: "LIGHTWEIGHT", record: null });
    expect(toPublicProfileDto(row({ isVerified: false }), null, viewer()).fighterDetails).toBeNull();
    expect(toPublicProfileDto(row({ role: "USER" }), null, viewer()).fighterDetails).toBeNull();
    expect(toPublicProfileDto(row({ role: "INDUSTRY_PROFESSIONAL" }), null, viewer()).fighterDetails).toBeNull();
  });

  it("adds e-mail and plan only for the member themself, never billing ids", () => {
    const other = toPublicProfileDto(row(), null, viewer());
    expect(other).not.toHaveProperty("emailAddress");
    expect(other).not.toHaveProperty("planType");
    const self = toPublicProfileDto(row({ id: "v1" }), null, viewer({ planType: "BASIC" }));
    expect(self).toMatchObject({ emailAddress: "viewer@example.com", planType: "BASIC" });
    expect(JSON.stringify(self)).not.toMatch(/stripe|cus_secret/i);
  });
});

describe("notification", () => {
  const NONE_FOLLOWED = () => false;
  const notification = (reply: NotificationRow["reply"]): NotificationRow => ({
    id: "n1",
    userId: "v1",
    actorId: "a1",
    type: "REPLY",
    threadId: "t1",
    replyId: reply ? "r1" : null,
    message: "frankie replied to your post",
    isRead: false,
    createdAt: new Date("2026-01-02T03:04:05Z"),
    actor: { id: "a1", username: "frankie", imageUrl: null, role: "FIGHTER" },
    thread: { title: "Fight camp", categoryId: "general", event: null },
    reply,
  });

  it("previews the first 100 characters of the reply", () => {
    const dto = toNotificationDto(notification({ content: "x".repeat(150), user: { role: "USER" } }), viewer(), NONE_FOLLOWED);
    expect(dto.replyPreview).toBe(`${"x".repeat(100)}...`);
    expect(dto).toMatchObject({ threadTitle: "Fight camp", premiumLocked: false, relatedUser: { id: "a1", username: "frankie", imageUrl: null, role: "FIGHTER" } });
  });

  it("says a followed fighter's new thread is locked for viewers who are not paid, and only theirs", () => {
    const newThread = { ...notification(null), type: "NEW_THREAD" as const, message: 'frankie started a thread: "Fight camp"' };
    expect(toNotificationDto(newThread, viewer(), NONE_FOLLOWED)).toMatchObject({ premiumLocked: true, replyPreview: null, threadTitle: "Fight camp" });
    expect(toNotificationDto(newThread, viewer({ isPaid: true }), NONE_FOLLOWED)).toMatchObject({ premiumLocked: false });
    const member = { ...newThread, actor: { id: "a2", username: "joe", imageUrl: null, role: "USER" as const } };
    expect(toNotificationDto(member, viewer(), NONE_FOLLOWED)).toMatchObject({ premiumLocked: false });
    expect(toNotificationDto({ ...newThread, type: "LIKE" }, viewer(), NONE_FOLLOWED)).toMatchObject({ premiumLocked: false });
  });

  it("withholds a fighter's reply from viewers who are not paid", () => {
    const fighterReply = { content: "camp secrets", user: { role: "FIGHTER" as const } };
    expect(toNotificationDto(notification(fighterReply), viewer(), NONE_FOLLOWED)).toMatchObject({ replyPreview: null, premiumLocked: true });
    expect(toNotificationDto(notification(fighterReply), viewer({ isPaid: true }), NONE_FOLLOWED)).toMatchObject({ replyPreview: "camp secrets", premiumLocked: false });
  });

  it("offers a notice's follow action only while it applies: unfollow a followed thread or member, follow a new follower back", () => {
    const followingAll = () => true;
    const newFollower = { ...notification(null), type: "NEW_FOLLOWER" as const, threadId: null, thread: null, message: "frankie started following you" };
    expect(toNotificationDto(newFollower, viewer(), NONE_FOLLOWED)).toMatchObject({ action: "followBack" });
    expect(toNotificationDto(newFollower, viewer(), (target) => target.kind === "member" && target.id === "a1")).toMatchObject({ action: null });
    expect(toNotificationDto({ ...newFollower, actor: null, actorId: null }, viewer(), NONE_FOLLOWED), "a deleted follower").toMatchObject({ action: null });
    const newThread = { ...notification(null), type: "NEW_THREAD" as const };
    expect(toNotificationDto(newThread, viewer(), followingAll)).toMatchObject({ action: "unfollowMember" });
    expect(toNotificationDto(newThread, viewer(), NONE_FOLLOWED)).toMatchObject({ action: null });
    const followedReply = { ...notification(null), type: "FOLLOW" as const };
    expect(toNotificationDto(followedReply, viewer(), (target) => target.kind === "thread" && target.id === "t1")).toMatchObject({ action: "unfollowThread" });
    expect(toNotificationDto(followedReply, viewer(), NONE_FOLLOWED)).toMatchObject({ action: null });
    expect(toNotificationDto(notification(null), viewer(), followingAll), "a reply to one's post").toMatchObject({ action: null });
  });

  it("has no preview without a reply and no related user without an actor", () => {
    const dto = toNotificationDto({ ...notification(null), actor: null, actorId: null, type: "SYSTEM" }, viewer(), NONE_FOLLOWED);
    expect(dto).toMatchObject({ replyPreview: null, relatedUser: null, premiumLocked: false });
  });
});
