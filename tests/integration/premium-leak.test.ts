import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, APP_URL, sessionCookie, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, forgetCategoryFollowsSince, removeCreatedThreads, trackCreatedThread } from "../helpers/forum-fixtures";
import { solidImage } from "../helpers/images";
import { waitFor } from "../helpers/wait";
import { encodeCursor } from "@/lib/pagination/cursor";
import { discoverEndpoints } from "../helpers/routes";

/**
 * A FIGHTER's thread, reply, poll and images are premium (DESIGN.md): a viewer who is not paid
 * gets none of their text or image names from any GET endpoint, any answer to an action, any
 * page's HTML or RSC payload, or any notification preview. Every secret is a unique hex string, so
 * finding it anywhere (even inside escaped JSON) means it leaked.
 */

const secret = (label: string) => `${label}${randomBytes(8).toString("hex")}`;

const secrets = {
  content: secret("threadcontent"),
  pollQuestion: secret("pollquestion"),
  pollOptionA: secret("pollanswera"),
  pollOptionB: secret("pollanswerb"),
  reply: secret("fighterreply"),
  replyToViewer: secret("replytoviewer"),
  /** Set once the image is uploaded: its stored file name (the URL may be re-encoded in pages). */
  image: "",
  replyImage: `${randomBytes(16).toString("base64url")}.webp`,
};

interface Seed {
  fighter: { id: string; username: string; clerkId: string };
  viewer: { id: string; username: string; clerkId: string };
  paidViewer: { id: string; username: string; clerkId: string };
  fighterThreadId: string;
  viewerThreadId: string;
  fighterReplyId: string;
  optionId: string;
  /** An event whose red corner is the fighter, with the fighter's pick and their reply in its live thread. */
  eventId: string;
  /** The viewer's fight night calendar feed. */
  calendarFeedPath: string;
}
let seed: Seed;
const fileStart = new Date();
let eventThreadId: string | undefined;

async function uploadAs(username: string) {
  const form = new FormData();
  form.append("image", new Blob([await solidImage("png", 80, 80)], { type: "image/png" }), "fighter.png");
  const response = await fetch(`${APP_URL}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${await tokenFor(username)}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

beforeAll(async () => {
  const fighter = await createMember("leakfighter", { role: "FIGHTER", plan: "BASIC" });
  const viewer = await createMember("leakfree", { plan: "FREE" });
  const paidViewer = await createMember("leakpaid", { plan: "BASIC" });
  const imageUrl = await uploadAs(fighter.username);
  secrets.image = imageUrl.split("/").pop()!;
  // The free viewer follows the fighter: they are told of the thread below (NEW_THREAD).
  expect((await api(`/api/users/${fighter.id}/follow`, { as: viewer.username, method: "PUT", body: {} })).status).toBe(200);

  const created = await api("/api/threads", {
    as: fighter.username,
    body: {
      title: "A fighter's public title",
      content: `Camp notes: ${secrets.content}`,
      categoryId: "general",
      poll: { question: secrets.pollQuestion, options: [secrets.pollOptionA, secrets.pollOptionB] },
      media: [{ type: "IMAGE", url: imageUrl }],
    },
  });
  expect(created.status, created.text).toBe(201);
  await waitFor(
    () => testDb.notification.count({ where: { userId: viewer.id, threadId: created.json.id, type: "NEW_THREAD" } }),
    (count) => count === 1,
  );
  // The free viewer follows a category another fighter posts in: they are told of that thread (CATEGORY_THREAD).
  const otherFighter = await createMember("leakfighter2", { role: "FIGHTER", plan: "BASIC" });
  expect((await api("/api/categories/mma_takes_podcast_companion/follow", { as: viewer.username, method: "PUT", body: {} })).status).toBe(200);
  const inFollowedCategory = await api("/api/threads", {
    as: otherFighter.username,
    body: { title: "A fighter's title in a followed category", content: `More camp notes: ${secrets.content}`, categoryId: "mma_takes_podcast_companion" },
  });
  expect(inFollowedCategory.status, inFollowedCategory.text).toBe(201);
  trackCreatedThread(inFollowedCategory.json.id);
  await waitFor(
    () => testDb.notification.count({ where: { userId: viewer.id, threadId: inFollowedCategory.json.id, type: "CATEGORY_THREAD" } }),
    (count) => count === 1,
  );
  const reply = await api(`/api/threads/${created.json.id}/replies`, { as: fighter.username, body: { content: secrets.reply } });
  expect(reply.status).toBe(201);
  await testDb.replyMedia.create({ data: { replyId: reply.json.id, type: "IMAGE", url: `/media/${secrets.replyImage}` } });

  // The free viewer's own thread, which the fighter answers, mentions them in and likes: notifications.
  const viewerThread = await createThread(viewer.id, { title: "A free member asks", content: "Anyone?" });
  const answer = await api(`/api/threads/${viewerThread.id}/replies`, {
    as: fighter.username,
    body: { content: `@${viewer.username} ${secrets.replyToViewer}` },
  });
  expect(answer.status).toBe(201);
  expect((await api(`/api/threads/${viewerThread.id}/like`, { as: fighter.username, body: {} })).status).toBe(200);
  // The free viewer saved the fighter's thread and reply: their bookmarks list them.
  for (const path of [`/api/threads/${created.json.id}/bookmark`, `/api/replies/${reply.json.id}/bookmark`]) {
    expect((await api(path, { as: viewer.username, method: "PUT", body: {} })).status).toBe(200);
  }
  // ...and reported both to the moderators: the staff's queue holds them.
  for (const path of [`/api/threads/${created.json.id}/report`, `/api/replies/${reply.json.id}/report`]) {
    expect((await api(path, { as: viewer.username, body: { reason: "SPAM" } })).status).toBe(201);
  }

  // An event with the fighter in a corner, their reply (a secret) in its live thread and their pick.
  const admin = await createMember("leakadmin", { role: "ADMIN" });
  await testDb.user.update({ where: { id: fighter.id }, data: { isVerified: true } });
  const bout = { segment: "main_card", weightClass: "Lightweight", scheduledRounds: 5, red: { name: "The Fighter", fighterUsername: fighter.username }, blue: { name: "The Other" } };
  const event = await api("/api/events", { as: admin.username, body: { name: "Leak Fight Night", venue: "Leak Arena", startsAt: new Date(Date.now() + 86_400_000).toISOString(), bouts: [bout] } });
  expect(event.status, event.text).toBe(201);
  expect((await api(`/api/threads/${event.json.threadId}/replies`, { as: fighter.username, body: { content: `Live: ${secrets.reply}` } })).status).toBe(201);
  expect((await api(`/api/events/${event.json.id}/picks`, { as: fighter.username, body: { picks: [{ boutId: event.json.bouts[0].id, winner: "red" }] } })).status).toBe(200);
  eventThreadId = event.json.threadId;
  const calendarFeed = await api("/api/users/me/calendar-feed", { as: viewer.username, method: "POST" });
  expect(calendarFeed.status, calendarFeed.text).toBe(200);

  seed = {
    eventId: event.json.id,
    calendarFeedPath: new URL(calendarFeed.json.url).pathname,
    fighter,
    viewer,
    paidViewer,
    fighterThreadId: created.json.id,
    viewerThreadId: viewerThread.id,
    fighterReplyId: reply.json.id,
    optionId: created.json.poll.options[0].id,
  };
});

afterAll(async () => {
  if (seed) await api(`/api/threads/${seed.fighterThreadId}`, { as: seed.fighter.username, method: "DELETE", body: {} });
  await forgetCategoryFollowsSince(fileStart);
  if (eventThreadId) trackCreatedThread(eventThreadId);
  await removeCreatedThreads();
});

function leakedSecrets(text: string) {
  return Object.entries(secrets)
    .filter(([, value]) => value && text.includes(value))
    .map(([name]) => name);
}

/** The paths each GET endpoint is read at; a new GET endpoint fails the first test until it is listed. */
// prettier-ignore
const GET_PATHS: Record<string, (s: Seed) => string[]> = {
  "GET /api/[...path]": () => ["/api/no/such/endpoint"],
  "GET /api/bookmarks": () => ["/api/bookmarks", "/api/bookmarks?limit=1"],
  "GET /api/cron/cleanup": () => ["/api/cron/cleanup"],
  "GET /api/cron/pickem-reminders": () => ["/api/cron/pickem-reminders"],
  "GET /api/dev/login": (s) => [`/api/dev/login?as=${s.viewer.username}&redirect_url=/forum`],
  "GET /api/dev/statements": () => ["/api/dev/statements"],
  "GET /api/get-plans": () => ["/api/get-plans"],
  "GET /api/get-subscriptions": () => ["/api/get-subscriptions?customerId=cus_nobody"],
  "GET /api/og/event/[id]": (s) => [`/api/og/event/${s.eventId}`],
  "GET /api/og/thread/[id]": (s) => [`/api/og/thread/${s.fighterThreadId}`],
  "GET /api/notifications": () => ["/api/notifications?status=all&limit=50", "/api/notifications", "/api/notifications?status=all&kind=mentions", "/api/notifications?status=all&kind=replies", "/api/notifications?status=all&kind=follows"],
  "GET /api/notifications/unread-count": () => ["/api/notifications/unread-count"],
  "GET /api/notifications/unread-by-kind": () => ["/api/notifications/unread-by-kind"],
  "GET /api/search": () => [
    ...Object.values(secrets).flatMap((word) => ["threads", "replies"].map((type) => `/api/search?${new URLSearchParams({ q: word, type })}`)),
    `/api/search?${new URLSearchParams({ q: "fighter's public title" })}`,
    `/api/search?${new URLSearchParams({ q: "fighter's public title", sort: "newest" })}`,
    `/api/search?${new URLSearchParams({ q: "camp notes", type: "replies" })}`,
  ],
  "GET /api/session-status": () => ["/api/session-status?session_id=cs_nobody"],
  "GET /api/threads/[id]": () => [
    "/api/threads/general?pinnedByUserFilter=exclude&sort=new&timeRange=all&limit=50&offset=0",
    "/api/threads/general?pinnedByUserFilter=exclude&sort=recent&timeRange=week&limit=50",
    "/api/threads/general?pinned=true&sort=recent",
    "/api/threads/unknown_category?sort=new&limit=50",
  ],
  "GET /api/threads/[id]/poll/check-vote": (s) => [`/api/threads/${s.fighterThreadId}/poll/check-vote`],
  "GET /api/threads/[id]/replies": (s) => [`/api/threads/${s.fighterThreadId}/replies?limit=100`, `/api/threads/${s.viewerThreadId}/replies?limit=100`],
  "GET /api/threads/id/[id]": (s) => [`/api/threads/id/${s.fighterThreadId}`, `/api/threads/id/${s.viewerThreadId}`],
  "GET /api/users/[id]/plan": (s) => [`/api/users/${s.fighter.id}/plan`],
  "GET /api/users/[id]/posts": (s) => [`/api/users/${s.fighter.id}/posts?limit=50`, `/api/users/${s.fighter.clerkId}/posts`],
  "GET /api/users/[id]/replies": (s) => [`/api/users/${s.fighter.id}/replies?limit=50`, `/api/users/${s.fighter.clerkId}/replies?cursor=`],
  "GET /api/users/[id]/followers": (s) => [`/api/users/${s.fighter.id}/followers`, `/api/users/${s.viewer.id}/followers`],
  "GET /api/users/[id]/following": (s) => [`/api/users/${s.fighter.id}/following`, `/api/users/${s.viewer.id}/following`],
  "GET /api/users/clerk/[id]": (s) => [`/api/users/clerk/${s.fighter.clerkId}`, `/api/users/clerk/${s.viewer.clerkId}`],
  "GET /api/users/me": () => ["/api/users/me"],
  "GET /api/events": () => ["/api/events", "/api/events?when=past"],
  // Live events as JSON (the stream sends the same events): every reply since the beginning.
  "GET /api/threads/[id]/events": (s) => [`/api/threads/${s.fighterThreadId}/events?poll=1&after=${encodeURIComponent(encodeCursor({ key: new Date(0), id: "0" }))}`],
  "GET /api/notifications/events": () => ["/api/notifications/events?poll=1"],
  "GET /api/calendar/[token]": (s) => [s.calendarFeedPath],
  "GET /api/conversations": () => ["/api/conversations"],
  "GET /api/conversations/events": () => ["/api/conversations/events?poll=1"],
  "GET /api/users/[id]/messages": (s) => [`/api/users/${s.fighter.id}/messages`],
  "GET /api/events/[id]": (s) => [`/api/events/${s.eventId}`],
  "GET /api/events/[id]/picks": (s) => [`/api/events/${s.eventId}/picks`],
  "GET /api/events/[id]/events": (s) => [`/api/events/${s.eventId}/events?poll=1`],
  "GET /api/events/[id]/calendar": (s) => [`/api/events/${s.eventId}/calendar`],
  "GET /api/events/[id]/leaderboard": (s) => [`/api/events/${s.eventId}/leaderboard`, `/api/events/${s.eventId}/leaderboard?among=following`],
  "GET /api/events/leaderboard": () => ["/api/events/leaderboard"],
  "GET /api/users/me/restrictions": () => ["/api/users/me/restrictions"],
  "GET /api/users/me/following": () => ["/api/users/me/following"],
  "GET /api/users/me/followed-categories": () => ["/api/users/me/followed-categories"],
  "GET /api/users/me/follow-suggestions": () => ["/api/users/me/follow-suggestions"],
  // The fighter is listed: name, picture, Fight Cred, no post.
  "GET /api/users/directory": () => ["/api/users/directory", "/api/users/directory?role=INDUSTRY_PROFESSIONAL"],
  // The free viewer follows the fighter: their thread is in this list.
  "GET /api/users/me/following/threads": () => ["/api/users/me/following/threads", "/api/users/me/following/threads?limit=1"],
  // The member's own saved draft: the free viewer may not keep one (403).
  "GET /api/users/me/post-draft": () => ["/api/users/me/post-draft"],
  // Admin and verified-fighter only (the free viewer is refused); no post content in either.
  "GET /api/admin/payouts": () => ["/api/admin/payouts?month=2026-10"],
  // Staff only: the free viewer who reported the fighter's posts is refused the queue and its count.
  "GET /api/moderation/reports": () => ["/api/moderation/reports"],
  "GET /api/moderation/reports/count": () => ["/api/moderation/reports/count"],
  "GET /api/users/me/earnings": () => ["/api/users/me/earnings"],
  // The viewer's own verification request; the admins' queue refuses the free viewer.
  "GET /api/users/me/verification": () => ["/api/users/me/verification"],
  "GET /api/admin/verification": () => ["/api/admin/verification"],
  "GET /api/users/mention-suggestions": (s) => [`/api/users/mention-suggestions?q=${s.fighter.username.slice(0, 10)}`],
  "GET /api/users/rankings": () => ["/api/users/rankings?limit=100"],
  "GET /api/users/top": () => ["/api/users/top?limit=50"],
  "GET /api/users/username/[username]": (s) => [`/api/users/username/${s.fighter.username}`, `/api/users/username/${s.viewer.username}`],
  "GET /media/[file]": () => [`/media/${secrets.image}`],
};

/** Pages that show threads, replies, profiles or rankings (the thread page is data-driven: see docs/security.md). */
const PAGE_PATHS = (s: Seed) => [
  "/",
  "/forum",
  "/forum/general",
  `/thread/${s.fighterThreadId}`,
  `/thread/${s.fighterThreadId}?replyId=${s.fighterReplyId}`,
  `/thread/${s.viewerThreadId}`,
  `/user/${s.fighter.username}`,
  `/user/${s.viewer.username}`,
  `/user/${s.fighter.username}/followers`,
  `/user/${s.fighter.username}/following`,
  "/rankings",
  "/account",
  "/account?tab=earnings",
  "/admin/payouts",
  "/admin/verification",
  "/search?q=fighter",
  "/bookmarks",
  "/messages",
  `/messages/${s.fighter.username}`,
  "/following",
  "/fighters",
  "/fighters?show=industry",
  "/notifications",
  "/notifications?show=mentions",
  "/notifications?show=follows",
  "/moderation",
  "/events",
  `/events/${s.eventId}`,
];

describe("premium content never reaches a free viewer", () => {
  it("lists every GET endpoint", () => {
    expect(Object.keys(GET_PATHS).sort()).toEqual(discoverEndpoints().filter((key) => key.startsWith("GET ")));
  });

  it("is in the paid viewer's answers and pages (the check can see it)", async () => {
    const thread = await api(`/api/threads/id/${seed.fighterThreadId}`, { as: seed.paidViewer.username });
    const replies = await api(`/api/threads/${seed.fighterThreadId}/replies?limit=100`, { as: seed.paidViewer.username });
    const answerReplies = await api(`/api/threads/${seed.viewerThreadId}/replies?limit=100`, { as: seed.paidViewer.username });
    expect(leakedSecrets(thread.text + replies.text + answerReplies.text).sort()).toEqual(Object.keys(secrets).sort());
    const searched = await api(`/api/search?${new URLSearchParams({ q: secrets.content })}`, { as: seed.paidViewer.username });
    const searchedReplies = await api(`/api/search?${new URLSearchParams({ q: secrets.reply, type: "replies" })}`, { as: seed.paidViewer.username });
    expect(leakedSecrets(searched.text + searchedReplies.text).sort()).toEqual(["content", "reply"]);

    const cookie = await sessionCookie(seed.paidViewer.username);
    for (const path of ["/forum/general", `/thread/${seed.fighterThreadId}`]) {
      for (const headers of [{ cookie }, { cookie, rsc: "1" }] as Record<string, string>[]) {
        const page = await (await fetch(`${APP_URL}${path}`, { headers })).text();
        expect(leakedSecrets(page), path).toEqual(expect.arrayContaining(["content", "pollQuestion", "pollOptionA", "pollOptionB", "image"]));
      }
    }
  });

  it("is in no GET answer", async () => {
    for (const [key, paths] of Object.entries(GET_PATHS)) {
      for (const path of paths(seed)) {
        const response = await fetch(`${APP_URL}${path}`, { headers: { authorization: `Bearer ${await tokenFor(seed.viewer.username)}` }, redirect: "manual" });
        const body = Buffer.from(await response.arrayBuffer()).toString("latin1");
        expect(response.status, `${key}: ${path}`).toBeLessThan(500);
        expect(leakedSecrets(body), `${key}: ${path}`).toEqual([]);
      }
    }
  });

  it("is in no answer to an action the free viewer tries on it", async () => {
    const as = seed.viewer.username;
    const attempts = [
      await api(`/api/threads/${seed.fighterThreadId}/like`, { as, body: {} }),
      await api(`/api/threads/${seed.fighterThreadId}/dislike`, { as, body: {} }),
      await api(`/api/threads/${seed.fighterThreadId}/potd`, { as, body: {} }),
      await api(`/api/threads/${seed.fighterThreadId}/poll/${seed.optionId}/vote`, { as, body: {} }),
      await api(`/api/replies/${seed.fighterReplyId}/like`, { as, body: {} }),
      await api(`/api/replies/${seed.fighterReplyId}/dislike`, { as, body: {} }),
      await api(`/api/threads/${seed.fighterThreadId}/replies`, { as, body: { content: "Let me see" } }),
      await api(`/api/threads/${seed.viewerThreadId}/like`, { as, body: {} }),
      // Reported once already: refused again.
      await api(`/api/threads/${seed.fighterThreadId}/report`, { as, body: { reason: "ABUSE" } }),
      await api(`/api/replies/${seed.fighterReplyId}/report`, { as, body: { reason: "ABUSE" } }),
    ];
    for (const attempt of attempts.slice(0, 7)) expect(attempt).toMatchObject({ status: 403, json: { code: "UPGRADE_REQUIRED" } });
    for (const attempt of attempts) expect(leakedSecrets(attempt.text)).toEqual([]);
    expect(await testDb.pollVote.count({ where: { userId: seed.viewer.id } })).toBe(0);
  });

  it("is in no notification preview", async () => {
    const { json } = await api("/api/notifications?status=all", { as: seed.viewer.username });
    // The mention goes without a MENTION: the viewer is already told by the REPLY to their thread.
    expect(json.map((n: { type: string }) => n.type).sort()).toEqual(["CATEGORY_THREAD", "LIKE", "NEW_THREAD", "REPLY"]);
    const reply = json.find((n: { type: string }) => n.type === "REPLY");
    expect(reply).toMatchObject({ premiumLocked: true, replyPreview: null, threadTitle: "A free member asks" });
    const newThread = json.find((n: { type: string }) => n.type === "NEW_THREAD");
    expect(newThread).toMatchObject({ premiumLocked: true, replyPreview: null, threadTitle: "A fighter's public title" });
    const categoryThread = json.find((n: { type: string }) => n.type === "CATEGORY_THREAD");
    expect(categoryThread).toMatchObject({ premiumLocked: true, replyPreview: null, threadTitle: "A fighter's title in a followed category" });
    expect(leakedSecrets(JSON.stringify(json))).toEqual([]);
  });

  it("is in no page's HTML or RSC payload", async () => {
    const cookie = await sessionCookie(seed.viewer.username);
    for (const path of PAGE_PATHS(seed)) {
      for (const headers of [{ cookie }, { cookie, rsc: "1" }] as Record<string, string>[]) {
        const response = await fetch(`${APP_URL}${path}`, { headers, redirect: "manual" });
        const body = await response.text();
        expect(response.status, `${path} ${JSON.stringify(Object.keys(headers))}`).toBeLessThan(500);
        expect(leakedSecrets(body), `${path} ${JSON.stringify(Object.keys(headers))}`).toEqual([]);
      }
    }
  });
});
