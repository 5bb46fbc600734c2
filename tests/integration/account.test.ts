import { randomBytes } from "node:crypto";
import { access } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api, APP_URL, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread } from "../helpers/forum-fixtures";
import { solidImage, uploadAvatar } from "../helpers/images";

/**
 * /account's API: GET and PATCH /api/users/me (names, social links, notification preferences) and
 * PUT /api/users/me/avatar, with the server's checks, and preferences honoured where notifications
 * are recorded. Clerk write-back is tested with a real-Clerk server in identity-sync.test.ts.
 */

const me = (as: string) => api("/api/users/me", { as });
const patchMe = (as: string, body: unknown) => api("/api/users/me", { as, method: "PATCH", body });

const png = async (size: number) => ({ bytes: await solidImage("png", size, size), type: "image/png", name: "me.png" });
const storedFile = (url: string) => path.join(process.cwd(), ".data", "uploads", url.slice("/media/".length));
const exists = (file: string) => access(file).then(() => true, () => false);

describe("GET /api/users/me", () => {
  it("answers the signed-in member's own account, with every notification type on at first", async () => {
    const member = await createMember("acct", { plan: "FREE" });
    await testDb.user.update({ where: { id: member.id }, data: { email: "acct@example.com" } });
    const { status, json } = await me(member.username);
    expect(status).toBe(200);
    expect(json).toEqual({
      id: member.id,
      username: member.username,
      email: "acct@example.com",
      firstName: null,
      lastName: null,
      bio: null,
      fighterDetails: null,
      imageUrl: null,
      role: "USER",
      planType: "FREE",
      socialLinks: { twitter: null, instagram: null, youtube: null, facebook: null },
      messagesFrom: "EVERYONE",
      readReceipts: true,
      calendarFeedUrl: null,
      notificationPreferences: { REPLY: true, MENTION: true, LIKE: true, POTD: true, THREAD_PINNED: true, FOLLOW: true, NEW_THREAD: true, CATEGORY_THREAD: true, NEW_FOLLOWER: true, DIRECT_MESSAGE: true, PICKEM_RESULT: true, PICKEM_REMINDER: true },
    });
  });

  it("is refused signed out", async () => {
    expect((await api("/api/users/me")).status).toBe(401);
    expect((await api("/api/users/me", { method: "PATCH", body: { firstName: "X" } })).status).toBe(401);
  });
});

describe("PATCH /api/users/me", () => {
  it("saves trimmed names and social links, turning handles into profile addresses and empty fields into none", async () => {
    const member = await createMember("names");
    const { status, json } = await patchMe(member.username, {
      firstName: "  Jon ",
      lastName: "Jones",
      socialLinks: { twitter: "@jonnybones", instagram: "https://www.instagram.com/jonnybones/", youtube: "youtube.com/@jonjones", facebook: "" },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      firstName: "Jon",
      lastName: "Jones",
      socialLinks: { twitter: "https://x.com/jonnybones", instagram: "https://www.instagram.com/jonnybones/", youtube: "https://youtube.com/@jonjones", facebook: null },
    });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ firstName: "Jon", twitterUrl: "https://x.com/jonnybones", facebookUrl: null });

    const cleared = await patchMe(member.username, { lastName: "", socialLinks: { twitter: "" } });
    expect(cleared.json).toMatchObject({ firstName: "Jon", lastName: null, socialLinks: { twitter: null, instagram: "https://www.instagram.com/jonnybones/" } });
  });

  it("saves a bio trimmed, its lines kept, shows it on the public profile, and removes it when emptied", async () => {
    const member = await createMember("bioacct");
    const saved = await patchMe(member.username, { bio: "  Southpaw from Dublin.\r\nI back the underdog. " });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.bio).toBe("Southpaw from Dublin.\nI back the underdog.");
    expect((await api(`/api/users/username/${member.username}`, { as: "fan" })).json).toMatchObject({ bio: "Southpaw from Dublin.\nI back the underdog." });
    expect((await patchMe(member.username, { bio: "x".repeat(300) })).json.bio).toHaveLength(300);
    expect((await patchMe(member.username, { bio: "   " })).json.bio).toBeNull();
    expect((await api(`/api/users/username/${member.username}`, { as: "fan" })).json).toMatchObject({ bio: null });
  });

  it("saves a verified pro fighter's weight class and record, shown on their profile and in the directory, and clears them", async () => {
    const fighter = await createMember("recordfighter", { role: "FIGHTER" });
    await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
    expect((await me(fighter.username)).json.fighterDetails).toEqual({ weightClass: null, record: null });
    const saved = await patchMe(fighter.username, { fighterDetails: { weightClass: "WELTERWEIGHT", record: { wins: 21, losses: 4, draws: 1 } } });
    expect(saved.status, saved.text).toBe(200);
    const details = { weightClass: "WELTERWEIGHT", record: { wins: 21, losses: 4, draws: 1 } };
    expect(saved.json.fighterDetails).toEqual(details);
    expect((await api(`/api/users/username/${fighter.username}`, { as: "fan" })).json.fighterDetails).toEqual(details);
    const directory = await api<{ id: string; fighterDetails: unknown }[]>("/api/users/directory?role=FIGHTER&limit=50", { as: "fan" });
    expect(directory.json.find((member) => member.id === fighter.id)?.fighterDetails).toEqual(details);

    expect((await patchMe(fighter.username, { fighterDetails: { weightClass: null, record: null } })).json.fighterDetails).toEqual({ weightClass: null, record: null });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: fighter.id }, select: { weightClass: true, recordWins: true, recordLosses: true, recordDraws: true } })).toEqual({
      weightClass: null,
      recordWins: null,
      recordLosses: null,
      recordDraws: null,
    });
  });

  it("refuses fighter details from anyone but a verified pro fighter, and bad ones, changing nothing", async () => {
    const details = { weightClass: "FLYWEIGHT", record: { wins: 1, losses: 0, draws: 0 } };
    const member = await createMember("recordmember");
    const unverified = await createMember("recordunverified", { role: "FIGHTER" });
    const insider = await createMember("recordinsider", { role: "INDUSTRY_PROFESSIONAL" });
    await testDb.user.update({ where: { id: insider.id }, data: { isVerified: true } });
    for (const who of [member, unverified, insider]) {
      expect((await patchMe(who.username, { fighterDetails: details })).json, who.username).toMatchObject({
        code: "NOT_A_VERIFIED_FIGHTER",
        message: "Only verified pro fighters have a weight class and a pro record.",
      });
      expect((await me(who.username)).json.fighterDetails).toBeNull();
    }
    expect(await testDb.user.count({ where: { id: { in: [member.id, unverified.id, insider.id] }, weightClass: { not: null } } })).toBe(0);

    const fighter = await createMember("recordbad", { role: "FIGHTER" });
    await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
    const cases: [unknown, string][] = [
      [{ weightClass: "CRUISERWEIGHT", record: null }, "Choose a weight class"],
      [{ weightClass: null, record: { wins: 1, losses: 0 } }, "Draws must be a whole number"],
      [{ weightClass: null, record: { wins: -1, losses: 0, draws: 0 } }, "Wins cannot be negative"],
      [{ weightClass: null, record: { wins: 1.5, losses: 0, draws: 0 } }, "Wins must be a whole number"],
      [{ weightClass: null, record: { wins: 0, losses: 201, draws: 0 } }, "Losses can be at most 200"],
      [{ weightClass: null, record: { wins: "9", losses: 0, draws: 0 } }, "Wins must be a whole number"],
      [{ weightClass: null, record: { wins: 1, losses: 0, draws: 0, noContests: 1 } }, "A record is its wins, losses and draws"],
      [{ record: null }, "Choose a weight class"],
      [{ weightClass: null, record: null, team: "AKA" }, "Fighter details are a weightClass and a record"],
    ];
    for (const [fighterDetails, message] of cases) {
      const { status, json } = await patchMe(fighter.username, { fighterDetails });
      expect({ status, message: json.message }, JSON.stringify(fighterDetails)).toEqual({ status: 400, message });
    }
    expect((await me(fighter.username)).json.fighterDetails).toEqual({ weightClass: null, record: null });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const member = await createMember("badacct");
    await patchMe(member.username, { firstName: "Kept" });
    const cases: [unknown, string][] = [
      [{}, "Nothing to change"],
      [{ role: "ADMIN" }, "Only firstName, lastName, bio, fighterDetails, socialLinks, messagesFrom, readReceipts and notificationPreferences can be changed here"],
      [{ bio: "x".repeat(301) }, "Your bio can be at most 300 characters"],
      [{ bio: ["Hi"] }, "Your bio must be text"],
      [{ firstName: "x".repeat(51) }, "First name must be at most 50 characters"],
      [{ firstName: 7 }, "First name must be text"],
      [{ socialLinks: { twitter: "https://evil.example/jon" } }, "Twitter link must be a twitter.com or x.com address or a handle like @name"],
      [{ socialLinks: { facebook: "javascript:alert(1)" } }, "Facebook link must be a facebook.com or fb.com address or a handle like @name"],
      [{ socialLinks: { tiktok: "@jon" } }, "socialLinks may name only twitter, instagram, youtube and facebook"],
      [{ notificationPreferences: { SYSTEM: false } }, "Notification preferences are REPLY, MENTION, LIKE, POTD, THREAD_PINNED, FOLLOW, NEW_THREAD, CATEGORY_THREAD, NEW_FOLLOWER, DIRECT_MESSAGE, PICKEM_RESULT, PICKEM_REMINDER"],
      [{ notificationPreferences: { LIKE: "no" } }, "A notification preference is true or false"],
      [{ firstName: "Changed", socialLinks: { youtube: "vimeo.com/jon" } }, "YouTube link must be a youtube.com address or a handle like @name"],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await patchMe(member.username, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.message).toBe(message);
    }
    expect((await me(member.username)).json).toMatchObject({ firstName: "Kept", socialLinks: { youtube: null } });
  });

  it("keeps a banned member's public profile as it was, but lets them quiet their notifications", async () => {
    const member = await createMember("bannedacct");
    await testDb.user.update({ where: { id: member.id }, data: { isBanned: true, bannedAt: new Date() } });
    const renamed = await patchMe(member.username, { firstName: "Spam" });
    expect(renamed.status).toBe(403);
    expect(renamed.json).toMatchObject({ code: "BANNED" });
    expect((await patchMe(member.username, { bio: "Buy followers at spam.example" })).status).toBe(403);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).bio).toBeNull();
    expect((await patchMe(member.username, { notificationPreferences: { LIKE: false } })).status).toBe(200);
    expect((await uploadAvatar(member.username, await png(120))).status).toBe(403);
  });

  it("keeps both of two switches saved at the same moment", async () => {
    const member = await createMember("switches");
    const answers = await Promise.all([
      patchMe(member.username, { notificationPreferences: { LIKE: false } }),
      patchMe(member.username, { notificationPreferences: { POTD: false } }),
      patchMe(member.username, { notificationPreferences: { MENTION: false, REPLY: true } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await me(member.username)).json.notificationPreferences).toEqual({ REPLY: true, MENTION: false, LIKE: false, POTD: false, THREAD_PINNED: true, FOLLOW: true, NEW_THREAD: true, CATEGORY_THREAD: true, NEW_FOLLOWER: true, DIRECT_MESSAGE: true, PICKEM_RESULT: true, PICKEM_REMINDER: true });
  });
});

describe("notification preferences are honoured by the server", () => {
  const notificationsOf = (userId: string, type: "REPLY" | "LIKE" | "MENTION") => testDb.notification.count({ where: { userId, type } });

  it("records no reply, mention or like notification of a type the member turned off, and records them again once on", async () => {
    const [author, mentioned, control, other] = await Promise.all(["quiet", "quietmention", "control", "loud"].map((prefix) => createMember(prefix)));
    const thread = await createThread(author.id, { title: "Quiet thread" });
    await patchMe(author.username, { notificationPreferences: { REPLY: false, LIKE: false } });
    await patchMe(mentioned.username, { notificationPreferences: { MENTION: false } });

    expect((await api(`/api/threads/${thread.id}/replies`, { as: other.username, body: { content: `Hey @${mentioned.username} and @${control.username}` } })).status).toBe(201);
    expect((await api(`/api/threads/${thread.id}/like`, { as: other.username, body: {} })).status).toBe(200);
    expect(await notificationsOf(author.id, "REPLY")).toBe(0);
    expect(await notificationsOf(author.id, "LIKE")).toBe(0);
    expect(await notificationsOf(mentioned.id, "MENTION")).toBe(0);
    expect(await notificationsOf(control.id, "MENTION")).toBe(1);

    await patchMe(author.username, { notificationPreferences: { REPLY: true } });
    expect((await api(`/api/threads/${thread.id}/replies`, { as: other.username, body: { content: "Second reply" } })).status).toBe(201);
    expect(await notificationsOf(author.id, "REPLY")).toBe(1);
    expect(await notificationsOf(author.id, "LIKE")).toBe(0);
  });
});

describe("PUT /api/users/me/avatar", () => {
  it("stores a new picture for any signed-in member, shows it, and deletes the picture it replaces", async () => {
    const member = await createMember("avatar", { plan: "FREE" });
    const first = await uploadAvatar(member.username, await png(120));
    expect(first.status).toBe(200);
    expect(first.json.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);
    expect((await me(member.username)).json.imageUrl).toBe(first.json.imageUrl);
    expect((await api(`/api/users/username/${member.username}`, { as: "member" })).json).toMatchObject({ profileImageUrl: first.json.imageUrl });
    expect(await exists(storedFile(first.json.imageUrl))).toBe(true);

    const second = await uploadAvatar(member.username, { bytes: await solidImage("webp", 300, 200), type: "image/webp", name: "me.webp" });
    expect(second.status).toBe(200);
    expect(second.json.imageUrl).toMatch(/\.webp$/);
    expect(await exists(storedFile(second.json.imageUrl))).toBe(true);
    expect(await exists(storedFile(first.json.imageUrl))).toBe(false);
  });

  it("applies the profile image rules: no GIF, at least 100 px, at most 2048 px and 5 MB", async () => {
    const member = await createMember("avatarrules");
    const gif = await uploadAvatar(member.username, { bytes: await solidImage("gif", 120, 120), type: "image/gif", name: "me.gif" });
    expect(gif.status).toBe(400);
    expect(gif.json.message).toBe('File format "image/gif" is not allowed. Supported formats: jpeg, jpg, png, webp');
    const small = await uploadAvatar(member.username, await png(64));
    expect(small.status).toBe(400);
    expect(small.json.message).toMatch(/below minimum required size of 100/);
    const wide = await uploadAvatar(member.username, { bytes: await solidImage("png", 2100, 120), type: "image/png", name: "wide.png" });
    expect(wide.status).toBe(400);
    expect(wide.json.message).toMatch(/exceed maximum allowed size of 2048/);
    const noise = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } }).png().toBuffer();
    const heavy = await uploadAvatar(member.username, { bytes: new Uint8Array(noise), type: "image/png", name: "heavy.png" });
    expect(heavy.status).toBe(413);
    expect(heavy.json.message).toMatch(/exceeds maximum allowed size of 5/);
    const none = await fetch(`${APP_URL}/api/users/me/avatar`, { method: "PUT", body: new FormData(), headers: { authorization: `Bearer ${await tokenFor(member.username)}` } });
    expect(none.status).toBe(400);
    expect((await me(member.username)).json.imageUrl).toBeNull();
  });

  it("is refused signed out", async () => {
    expect((await uploadAvatar(null, await png(120))).status).toBe(401);
  });
});
