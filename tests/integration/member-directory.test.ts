import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, APP_URL, sessionCookie } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember } from "../helpers/forum-fixtures";

/** /fighters' directory: the pro fighters, or the industry professionals, the highest Fight Cred first, each to follow. */

type Member = { id: string; username: string };
let viewer: Member;
let fighters: Member[];
let insider: Member;
let banned: Member;

interface Listed {
  id: string;
  username: string;
  role: string;
  fullName: string | null;
  fighterDetails: unknown;
  fightCred: number;
  isYou: boolean;
  youFollow: boolean;
  followsYou: boolean;
}

beforeAll(async () => {
  viewer = await createMember("dirviewer", { plan: "FREE" });
  fighters = await Promise.all(["dirtop", "dirtie1", "dirtie2", "dirlow"].map((prefix) => createMember(prefix, { role: "FIGHTER", plan: "FREE" })));
  [insider, banned] = await Promise.all([createMember("dirinsider", { role: "INDUSTRY_PROFESSIONAL" }), createMember("dirbanned", { role: "FIGHTER" })]);
  // Far above what other files' members earn, two of them tied: the order is Fight Cred, then id.
  const credits = [970_000, 960_000, 960_000, 950_000];
  await Promise.all(fighters.map((fighter, index) => testDb.user.update({ where: { id: fighter.id }, data: { fightCred: credits[index] } })));
  await testDb.user.update({ where: { id: fighters[0].id }, data: { firstName: "Top", lastName: "Contender", bio: "Number one contender at welterweight." } });
  await testDb.user.update({ where: { id: banned.id }, data: { isBanned: true, fightCred: 980_000 } });
  await testDb.memberFollow.createMany({
    data: [
      { followerId: viewer.id, memberId: fighters[0].id },
      { followerId: fighters[1].id, memberId: viewer.id },
    ],
  });
});

// Their Fight Cred would put them above the demo's fighter in lists the browser tests read (members to follow).
afterAll(async () => {
  await testDb.user.deleteMany({ where: { id: { in: [viewer, ...fighters, insider, banned].map((member) => member.id) } } });
});

/** Every page of the directory for a role (and a weight class), by cursor, as `as`. */
async function wholeDirectory(as: string, role = "FIGHTER", limit = 2, weightClass?: string) {
  const listed: Listed[] = [];
  let cursor = "";
  for (;;) {
    const { status, json, headers, text } = await api<Listed[]>(`/api/users/directory?role=${role}${weightClass ? `&weightClass=${weightClass}` : ""}&limit=${limit}&cursor=${cursor}`, { as });
    expect(status, text).toBe(200);
    listed.push(...json);
    cursor = headers.get("x-next-cursor") ?? "";
    if (!cursor) return listed;
  }
}

const ours = (listed: Listed[]) => listed.filter((member) => [...fighters, insider, banned].some((mine) => mine.id === member.id));

describe("the directory of fighters and insiders", () => {
  it("lists the pro fighters, the highest Fight Cred first, ties by id, paged without repeats, banned members left out", async () => {
    const tied = [fighters[1], fighters[2]].sort((a, b) => (a.id < b.id ? 1 : -1));
    const expected = [fighters[0], ...tied, fighters[3]].map((fighter) => fighter.username);
    const paged = await wholeDirectory(viewer.username);
    expect(new Set(paged.map((member) => member.id)).size, "no member twice").toBe(paged.length);
    expect(ours(paged).map((member) => member.username)).toEqual(expected);
    expect(paged.every((member) => member.role === "FIGHTER")).toBe(true);
    const firstPage = await api<Listed[]>("/api/users/directory", { as: viewer.username });
    expect(ours(firstPage.json).map((member) => member.username)).toEqual(expected);
    expect(firstPage.headers.get("x-next-cursor"), "no cursor asked: no keyset paging").toBeNull();
  });

  it("says of each whether the viewer follows them and they the viewer, with the full name and bio a fighter's profile shows, nothing private", async () => {
    const listed = ours(await wholeDirectory(viewer.username, "FIGHTER", 50));
    expect(listed[0]).toEqual({
      id: fighters[0].id,
      username: fighters[0].username,
      imageUrl: null,
      role: "FIGHTER",
      fullName: "Top Contender",
      bio: "Number one contender at welterweight.",
      // Not verified: no division or record shown.
      fighterDetails: null,
      fightCred: 970_000,
      isYou: false,
      youFollow: true,
      followsYou: false,
    });
    expect(listed.find((member) => member.id === fighters[1].id)).toMatchObject({ fullName: null, bio: null, youFollow: false, followsYou: true });
    const asFighter = ours(await wholeDirectory(fighters[0].username, "FIGHTER", 50));
    expect(asFighter.find((member) => member.id === fighters[0].id)).toMatchObject({ isYou: true, youFollow: false });
  });

  it("lists the industry professionals on their own", async () => {
    const listed = await wholeDirectory(viewer.username, "INDUSTRY_PROFESSIONAL", 50);
    expect(ours(listed).map((member) => member.username)).toEqual([insider.username]);
    expect(listed.every((member) => member.role === "INDUSTRY_PROFESSIONAL")).toBe(true);
  });

  it("lists the verified pro fighters of one weight class, by cursor, on the API and the page", async () => {
    // fighters[0] and [2] welterweights, [0] and [1] verified: [1] is a verified flyweight, [2] an unverified welterweight.
    await testDb.user.update({ where: { id: fighters[0].id }, data: { isVerified: true, weightClass: "WELTERWEIGHT" } });
    await testDb.user.update({ where: { id: fighters[1].id }, data: { isVerified: true, weightClass: "FLYWEIGHT", recordWins: 9, recordLosses: 1, recordDraws: 0 } });
    await testDb.user.update({ where: { id: fighters[2].id }, data: { weightClass: "WELTERWEIGHT" } });
    const welterweights = ours(await wholeDirectory(viewer.username, "FIGHTER", 1, "WELTERWEIGHT"));
    expect(welterweights.map((member) => member.username)).toEqual([fighters[0].username]);
    expect(welterweights[0].fighterDetails).toEqual({ weightClass: "WELTERWEIGHT", record: null });
    const flyweights = ours(await wholeDirectory(viewer.username, "FIGHTER", 50, "FLYWEIGHT"));
    expect(flyweights.map((member) => [member.username, member.fighterDetails])).toEqual([[fighters[1].username, { weightClass: "FLYWEIGHT", record: { wins: 9, losses: 1, draws: 0 } }]]);

    const cookie = await sessionCookie(viewer.username);
    const page = await (await fetch(`${APP_URL}/fighters?weightClass=FLYWEIGHT`, { headers: { cookie } })).text();
    expect(page).toContain(fighters[1].username);
    expect(page).not.toContain(fighters[0].username);
    expect(page).toContain("Flyweight · 9-1-0 pro");
  });

  it("answers 401 signed out and 400 for a role, weight class, cursor or limit it does not know", async () => {
    expect((await api("/api/users/directory")).status).toBe(401);
    expect((await api("/api/users/directory?weightClass=CRUISERWEIGHT", { as: viewer.username })).json.message).toBe(
      "weightClass must be one of STRAWWEIGHT, FLYWEIGHT, BANTAMWEIGHT, FEATHERWEIGHT, LIGHTWEIGHT, WELTERWEIGHT, MIDDLEWEIGHT, LIGHT_HEAVYWEIGHT, HEAVYWEIGHT",
    );
    for (const query of ["role=USER", "role=ADMIN", "limit=51", "cursor=nope", "weightClass=lightweight"]) {
      const answer = await api(`/api/users/directory?${query}`, { as: viewer.username });
      expect(answer.status, query).toBe(400);
    }
    expect((await api("/api/users/directory?role=USER", { as: viewer.username })).json.message).toBe("role must be FIGHTER or INDUSTRY_PROFESSIONAL");
  });

  it("shows the /fighters page with the first page of each tab", async () => {
    const cookie = await sessionCookie(viewer.username);
    const fightersPage = await (await fetch(`${APP_URL}/fighters`, { headers: { cookie } })).text();
    expect(fightersPage).toContain(fighters[0].username);
    expect(fightersPage).not.toContain(banned.username);
    const industryPage = await (await fetch(`${APP_URL}/fighters?show=industry`, { headers: { cookie } })).text();
    expect(industryPage).not.toContain(fighters[0].username);
  });
});
