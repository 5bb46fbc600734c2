import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, APP_URL } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { fetchSignedOut, LINK_PREVIEW_CRAWLER as CRAWLER, meta } from "../helpers/share-tags";

const NOT_FOUND_TEXT = "Thread not found. Please check the URL and try again.";

/** Session cookies for `username` from the development sign-in. */
async function sessionCookie(username: string) {
  const response = await fetch(`${APP_URL}/api/dev/login?as=${username}&redirect_url=/forum`, { redirect: "manual" });
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The page's HTML and its RSC payload (what client navigation fetches) for a signed-in member. */
async function fetchSignedIn(path: string, cookie: string) {
  const html = await (await fetch(`${APP_URL}${path}`, { headers: { cookie } })).text();
  const rsc = await (await fetch(`${APP_URL}${path}`, { headers: { cookie, rsc: "1" } })).text();
  return { html, rsc, both: html + rsc };
}

const marker = () => randomUUID().slice(0, 8);
const memberContent = `Leg kicks win fights and nobody checks them anymore. ${"Jab cross hook, roll under, come back with a body shot. ".repeat(5)}`;
const memberImage = "/media/sharepreviewimage0000.jpg";
const fighterSecret = `Weight cut secret ${marker()}: water loading from day ten.`;
const fighterReplySecret = `Fighter reply secret ${marker()}`;
const fighterImage = "/media/fighterpremiumimage00.png";

let memberThread: { id: string; title: string };
let plainThread: { id: string };
let fighterThread: { id: string; title: string };

beforeAll(async () => {
  const author = await createMember("sharer");
  const fighter = await createMember("sharefighter", { role: "FIGHTER", plan: "FREE" });
  memberThread = await createThread(author.id, { title: `Leg kicks are underrated ${marker()}`, content: memberContent });
  await testDb.threadMedia.create({ data: { threadId: memberThread.id, url: memberImage, width: 800, height: 600 } });
  plainThread = await createThread(author.id, { title: `No image here ${marker()}`, content: "Short and plain." });
  fighterThread = await createThread(fighter.id, { title: `Fight week diary ${marker()}`, content: fighterSecret });
  await testDb.threadMedia.create({ data: { threadId: fighterThread.id, url: fighterImage, width: 800, height: 600 } });

  const reply = await api(`/api/threads/${memberThread.id}/replies`, { as: fighter.username, body: { content: fighterReplySecret } });
  expect(reply.status, reply.text).toBe(201);
});

afterAll(removeCreatedThreads);

describe("a shared thread link opened signed out", () => {
  it("gets an HTML page with the share tags and a meta refresh to sign in", async () => {
    const { status, html } = await fetchSignedOut(`/thread/${memberThread.id}`);
    expect(status).toBe(200);
    expect(meta(html, "og:title")).toBe(memberThread.title);
    expect(meta(html, "og:description")).toBe(memberContent.slice(0, 200));
    expect(meta(html, "description")).toBe(memberContent.slice(0, 200));
    expect(meta(html, "twitter:description")).toBe(memberContent.slice(0, 200));
    expect(meta(html, "og:image")).toBe(`${APP_URL}${memberImage}`);
    expect(meta(html, "og:url")).toBe(`${APP_URL}/thread/${memberThread.id}`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(`${APP_URL}${memberImage}`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/auth?redirect_url=%2Fthread%2F${memberThread.id}"/>`);
    expect(html).toContain("Sign in to read and reply");
  });

  it("shows only the preview: not the whole content and no replies", async () => {
    const { html } = await fetchSignedOut(`/thread/${memberThread.id}`);
    expect(html).not.toContain(memberContent.slice(150, 260));
    expect(html).not.toContain(fighterReplySecret);
    expect(html).not.toContain("Your reply");
  });

  it("keeps the reply a notification pointed to for after signing in", async () => {
    const { html } = await fetchSignedOut(`/thread/${memberThread.id}?replyId=abc123`);
    expect(html).toContain(`content="0;url=/auth?redirect_url=%2Fthread%2F${memberThread.id}%3FreplyId%3Dabc123"`);
  });

  it("gives link-preview crawlers the tags in the head without sending them on", async () => {
    const { status, html } = await fetchSignedOut(`/thread/${memberThread.id}`, CRAWLER);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(meta(head, "og:title")).toBe(memberThread.title);
    expect(meta(head, "og:image")).toBe(`${APP_URL}${memberImage}`);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("points a thread without an image to its drawn preview image, which anyone may fetch", async () => {
    const { html } = await fetchSignedOut(`/thread/${plainThread.id}`);
    const image = meta(html, "og:image");
    expect(image).toBe(`${APP_URL}/api/og/thread/${plainThread.id}`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "twitter:image")).toBe(image);
    const response = await fetch(image!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("public");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers 404 with the not-found text for a missing thread, and for its preview image", async () => {
    const page = await fetchSignedOut("/thread/no-such-thread");
    expect(page.status).toBe(404);
    expect(page.html).toContain(NOT_FOUND_TEXT);
    const image = await api("/api/og/thread/no-such-thread");
    expect(image.status).toBe(404);
    expect(image.json).toMatchObject({ code: "NOT_FOUND", message: "Thread not found" });
  });
});

describe("a pro fighter's thread shared", () => {
  it("carries its title but none of its content or image in the signed-out page", async () => {
    const { status, html } = await fetchSignedOut(`/thread/${fighterThread.id}`);
    expect(status).toBe(200);
    expect(meta(html, "og:title")).toBe(fighterThread.title);
    expect(meta(html, "og:description")).toBe("A pro fighter post on Fight Forum. Members on the Basic plan can read it and join the discussion.");
    expect(meta(html, "og:image")).toBe(`${APP_URL}/api/og/thread/${fighterThread.id}`);
    expect(html).not.toContain(fighterSecret);
    expect(html).not.toContain(fighterImage);
    const crawler = await fetchSignedOut(`/thread/${fighterThread.id}`, CRAWLER);
    expect(crawler.html).not.toContain(fighterSecret);
    expect(crawler.html).not.toContain(fighterImage);
  });

  it("gets a drawn preview image that carries none of its content", async () => {
    const response = await fetch(`${APP_URL}/api/og/thread/${fighterThread.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const body = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(body).not.toContain(fighterSecret);
    expect(body).not.toContain(fighterImage);
  });

  it("shows a free member the thread without its content, image or poll, in the HTML and the RSC payload", async () => {
    const fan = await createMember("sharefan", { plan: "FREE" });
    const page = await fetchSignedIn(`/thread/${fighterThread.id}`, await sessionCookie(fan.username));
    expect(page.html).toContain(fighterThread.title);
    expect(page.html).toContain("Premium Content");
    expect(page.html).toContain("Upgrade to post replies.");
    expect(page.rsc).toContain(fighterThread.title);
    expect(page.both).not.toContain(fighterSecret);
    expect(page.both).not.toContain(fighterImage);
  });

  it("shows a free member a fighter's reply locked, and a paid member all of it", async () => {
    const fan = await createMember("sharefan", { plan: "FREE" });
    const locked = await fetchSignedIn(`/thread/${memberThread.id}`, await sessionCookie(fan.username));
    expect(locked.html).toContain("Upgrade to view fighter posts");
    expect(locked.both).not.toContain(fighterReplySecret);

    const paid = await createMember("sharepaid");
    const open = await fetchSignedIn(`/thread/${fighterThread.id}`, await sessionCookie(paid.username));
    expect(open.html).toContain(fighterSecret);
    const replies = await fetchSignedIn(`/thread/${memberThread.id}`, await sessionCookie(paid.username));
    expect(replies.html).toContain(fighterReplySecret);
  });
});

describe("the thread page signed in", () => {
  it("renders the breadcrumb, the full content and the replies, and 404 for a missing thread", async () => {
    const member = await createMember("reader");
    const cookie = await sessionCookie(member.username);
    const { html } = await fetchSignedIn(`/thread/${memberThread.id}`, cookie);
    expect(html).toContain(`${memberThread.title.slice(0, 30)}...`);
    expect(html).toContain(`href="/forum/general"`);
    expect(html).toContain(memberContent.slice(150, 260));
    expect(html).toContain(fighterReplySecret);

    const missing = await fetch(`${APP_URL}/thread/no-such-thread`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND_TEXT);
  });
});

describe("a thread written in Markdown", () => {
  const content = "**Leg kicks** decide *everything*, see [the stats](https://ufcstats.com/fights) or [this](javascript:alert(1)).\n\n> <script>alert(1)</script>";

  it("is shared as plain text, without its Markdown", async () => {
    const author = await createMember("markdownauthor");
    const thread = await createThread(author.id, { title: `Markdown ${marker()}`, content });
    const { html } = await fetchSignedOut(`/thread/${thread.id}`);
    expect(meta(html, "og:description")).toBe("Leg kicks decide everything, see the stats or [this](javascript:alert(1)).\n\n&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders its Markdown on the page, links http(s) only with rel=\"nofollow ugc\", and any HTML as text", async () => {
    const author = await createMember("markdownpage");
    const thread = await createThread(author.id, { title: `Markdown page ${marker()}`, content });
    const { html } = await fetchSignedIn(`/thread/${thread.id}`, await sessionCookie("member"));
    expect(html).toContain("<strong>Leg kicks</strong> decide <em>everything</em>");
    expect(html).toContain('<a href="https://ufcstats.com/fights" rel="nofollow ugc noopener noreferrer" target="_blank">the stats</a>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("<blockquote><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></blockquote>");
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
