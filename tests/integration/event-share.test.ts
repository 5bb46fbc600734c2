import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEventTime } from "@/lib/format";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { createMember, trackEventsCreatedSince, removeCreatedThreads } from "../helpers/forum-fixtures";
import { fetchSignedOut, LINK_PREVIEW_CRAWLER, meta } from "../helpers/share-tags";

const fileStart = new Date();
const startsAt = new Date(Date.now() + 3 * 86_400_000);
let event: { id: string; name: string };

beforeAll(async () => {
  const admin = await createMember("shareadmin", { role: "ADMIN" });
  const bouts = [
    { segment: "prelims", weightClass: "Flyweight", scheduledRounds: 3, red: { name: "Early Prelim" }, blue: { name: "Other Prelim" } },
    { segment: "main_card", weightClass: "Welterweight", scheduledRounds: 5, red: { name: "Red Headliner" }, blue: { name: "Blue Headliner" } },
  ];
  const name = `Shared Fight Night ${Date.now()}`;
  const created = await api("/api/events", { as: admin.username, body: { name, venue: "Share Arena, Dublin", startsAt: startsAt.toISOString(), bouts } });
  expect(created.status, created.text).toBe(201);
  event = { id: created.json.id, name };
});

afterAll(async () => {
  await trackEventsCreatedSince(fileStart);
  await removeCreatedThreads();
});

const expectedDescription = () =>
  `${formatEventTime(startsAt)} · Share Arena, Dublin. Main event: Red Headliner vs Blue Headliner (2 bouts). Pick the winners on Fight Forum before the first bout.`;

describe("a shared event link opened signed out", () => {
  it("gets an HTML page with the share tags and a meta refresh to sign in", async () => {
    const { status, html } = await fetchSignedOut(`/events/${event.id}`);
    expect(status).toBe(200);
    expect(meta(html, "og:title")).toBe(event.name);
    expect(meta(html, "og:description")).toBe(expectedDescription());
    expect(meta(html, "description")).toBe(expectedDescription());
    expect(meta(html, "og:url")).toBe(`${APP_URL}/events/${event.id}`);
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:image")).toBe(`${APP_URL}/api/og/event/${event.id}`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(`${APP_URL}/api/og/event/${event.id}`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/auth?redirect_url=%2Fevents%2F${event.id}"/>`);
    expect(html).toContain("Sign in to make your picks");
    // The preview, not the card: no pick buttons.
    expect(html).not.toContain("Your pick");
  });

  it("gives link-preview crawlers the tags in the head without sending them on", async () => {
    const { status, html } = await fetchSignedOut(`/events/${event.id}`, LINK_PREVIEW_CRAWLER);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(meta(head, "og:title")).toBe(event.name);
    expect(meta(head, "og:image")).toBe(`${APP_URL}/api/og/event/${event.id}`);
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("tells the sign-in page which event the visitor comes back to", async () => {
    const { status, html } = await fetchSignedOut(`/auth?redirect_url=${encodeURIComponent(`/events/${event.id}`)}`);
    expect(status).toBe(200);
    expect(html).toContain("Sign in to make your picks for");
    expect(html).toContain(event.name);
    expect(html).toContain(`${formatEventTime(startsAt)} · Share Arena, Dublin. You will come straight back to it.`);
  });

  it("draws a preview image anyone may fetch, and answers 404 for a missing event", async () => {
    const response = await fetch(`${APP_URL}/api/og/event/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("public");
    expect(Buffer.from(await response.arrayBuffer()).subarray(1, 4).toString()).toBe("PNG");
    expect(await api("/api/og/event/no-such-event")).toMatchObject({ status: 404, json: { code: "NOT_FOUND", message: "Event not found" } });
    expect((await fetchSignedOut("/events/no-such-event")).status).toBe(404);
  });

  it("keeps the events list and the staff pages behind sign-in", async () => {
    for (const path of ["/events", "/events/new", `/events/${event.id}/edit`]) {
      const { status, location } = await fetchSignedOut(path);
      expect(status, path).toBe(307);
      expect(location, path).toContain(`/auth?redirect_url=${encodeURIComponent(path)}`);
    }
  });
});

describe("a shared event link opened by a member", () => {
  it("is the event's page, with the same share tags", async () => {
    const html = await (await fetch(`${APP_URL}/events/${event.id}`, { headers: { cookie: await sessionCookie("member") } })).text();
    expect(html).toContain("Your pick");
    expect(html).not.toContain('http-equiv="refresh"');
    expect(meta(html, "og:title")).toBe(event.name);
    expect(meta(html, "og:description")).toBe(expectedDescription());
  });
});

it("does not fail the sign-in page on a malformed shared address", async () => {
  for (const path of ["/thread/%E0%A4%A", "/events/%E0%A4%A"]) {
    expect((await fetchSignedOut(`/auth?redirect_url=${encodeURIComponent(path)}`)).status, path).toBe(200);
  }
});
