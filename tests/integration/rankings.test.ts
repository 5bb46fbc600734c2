import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANKED_ROLES } from "@/lib/auth/roles";
import { statusFor } from "@/lib/fight-cred";
import type { User } from "@/lib/generated/prisma/client";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMemberWith, privateFieldsIn } from "../helpers/members";

// Fight Cred far above anything the demo data earns, so these members lead the rankings.
const TOP = 9_000_000;

interface Entry {
  position: number;
  isTied: boolean;
  user: { id: string; username: string; role: string; status: string | null; points: number; likesCount: number };
}
interface Row {
  rank: number;
  isTied: boolean;
  user: { id: string; username: string; fightCred: number; status: string; postsCount: number; likesCount: number; potdCount: number; repliesCount: number };
}

let leader: User, tiedA: User, tiedB: User, fourth: User, staff: User, banned: User;

beforeAll(async () => {
  leader = await createMemberWith("leader", { fightCred: TOP + 3 });
  tiedA = await createMemberWith("tied", { fightCred: TOP + 2, role: "FIGHTER" });
  tiedB = await createMemberWith("tied", { fightCred: TOP + 2, role: "INDUSTRY_PROFESSIONAL" });
  fourth = await createMemberWith("fourth", { fightCred: TOP + 1 });
  staff = await createMemberWith("staffer", { fightCred: TOP + 10, role: "ADMIN" });
  banned = await createMemberWith("banned", { fightCred: TOP + 5, isBanned: true });
  // Equal Fight Cred is ordered by member id.
  [tiedA, tiedB] = [tiedA, tiedB].sort((a, b) => (a.id < b.id ? -1 : 1));
});

afterAll(async () => {
  await testDb.user.deleteMany({ where: { id: { in: [leader, tiedA, tiedB, fourth, staff, banned].map((u) => u.id) } } });
});

describe("GET /api/users/top", () => {
  it("lists the top 5 ranked members, ties sharing a position, staff and banned members left out", async () => {
    const { status, json } = await api<Entry[]>("/api/users/top", { as: "fan" });
    expect(status).toBe(200);
    expect(json).toHaveLength(5);
    expect(json.slice(0, 4).map((e) => [e.user.username, e.position, e.isTied])).toEqual([
      [leader.username, 1, false],
      [tiedA.username, 2, true],
      [tiedB.username, 2, true],
      [fourth.username, 4, false],
    ]);
    expect(json[4].position).toBe(5);
    expect(json[0].user).toMatchObject({ id: leader.id, role: "USER", status: "GOAT", points: TOP + 3, likesCount: 0, isVerified: false });
    expect(json.find((e) => e.user.id === tiedA.id)?.user.role).toBe(tiedA.role);
    expect(json.map((e) => e.user.username)).not.toContain(staff.username);
    expect(json.map((e) => e.user.username)).not.toContain(banned.username);
    expect(json.every((e) => RANKED_ROLES.includes(e.user.role as never))).toBe(true);
  });

  it("marks the last entry tied with a member who did not fit", async () => {
    const { json } = await api<Entry[]>("/api/users/top?limit=2", { as: "fan" });
    expect(json.map((e) => [e.user.username, e.position, e.isTied])).toEqual([
      [leader.username, 1, false],
      [tiedA.username, 2, true],
    ]);
  });

  it("gives no private fields", async () => {
    const { json } = await api("/api/users/top?limit=50", { as: "admin" });
    expect(privateFieldsIn(json)).toEqual([]);
  });

  it("validates limit and needs a signed-in member", async () => {
    for (const limit of ["0", "51", "lots"]) {
      const { status, json } = await api(`/api/users/top?limit=${limit}`, { as: "fan" });
      expect(status, limit).toBe(400);
      expect(json.code).toBe("INVALID_INPUT");
    }
    const signedOut = await api("/api/users/top");
    expect(signedOut.status).toBe(401);
  });
});

describe("GET /api/users/rankings", () => {
  it("ranks every ranked member 1 + the number with more Fight Cred, across pages", async () => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 7) {
      const { status, json } = await api<Row[]>(`/api/users/rankings?limit=7&offset=${offset}`, { as: "member" });
      expect(status).toBe(200);
      rows.push(...json);
      if (json.length < 7) break;
    }
    const ranked = await testDb.user.findMany({ where: { role: { in: [...RANKED_ROLES] }, isBanned: false }, select: { id: true, fightCred: true } });
    expect(rows.map((r) => r.user.id).sort()).toEqual(ranked.map((u) => u.id).sort());
    for (const row of rows) {
      const more = ranked.filter((u) => u.fightCred > row.user.fightCred).length;
      const same = ranked.filter((u) => u.fightCred === row.user.fightCred).length;
      expect(row.rank, row.user.username).toBe(1 + more);
      expect(row.isTied, row.user.username).toBe(same > 1);
    }
    const creds = rows.map((r) => r.user.fightCred);
    expect(creds).toEqual([...creds].sort((a, b) => b - a));
  });

  it("shows the table's columns for each member", async () => {
    const { json } = await api<Row[]>("/api/users/rankings?limit=1", { as: "fan" });
    expect(json[0]).toMatchObject({ rank: 1, isTied: false });
    expect(Object.keys(json[0].user)).toEqual(
      expect.arrayContaining(["username", "status", "postsCount", "likesCount", "potdCount", "repliesCount", "fightCred", "imageUrl", "role"]),
    );
    expect(privateFieldsIn(json)).toEqual([]);
  });

  it("filters by status level and keeps the overall rank", async () => {
    const goat = await api<Row[]>("/api/users/rankings?status=GOAT", { as: "fan" });
    expect(goat.status).toBe(200);
    expect(goat.json.map((r) => [r.user.username, r.rank])).toEqual([
      [leader.username, 1],
      [tiedA.username, 2],
      [tiedB.username, 2],
      [fourth.username, 4],
    ]);

    const member = await testDb.user.findUniqueOrThrow({ where: { username: "member" } });
    const level = statusFor(member.fightCred);
    const filtered = await api<Row[]>(`/api/users/rankings?status=${level}&limit=100`, { as: "fan" });
    expect(filtered.json.map((r) => r.user.username)).toContain("member");
    expect(filtered.json.every((r) => r.user.status === level)).toBe(true);
    expect(filtered.json.every((r) => r.rank > 4)).toBe(true);
  });

  it("accepts a status written with spaces and answers an empty level with an empty list", async () => {
    const { status, json } = await api<Row[]>("/api/users/rankings?status=hall%20of%20famer", { as: "fan" });
    expect(status).toBe(200);
    expect(json).toEqual([]);
  });

  it("answers 400 for an unknown status or a bad page, 401 signed out", async () => {
    const unknown = await api("/api/users/rankings?status=LEGEND", { as: "fan" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^status must be one of GOAT, P4P, HALL_OF_FAMER/);
    expect((await api("/api/users/rankings?offset=-1", { as: "fan" })).status).toBe(400);
    expect((await api("/api/users/rankings?limit=101", { as: "fan" })).status).toBe(400);
    expect((await api("/api/users/rankings")).status).toBe(401);
  });
});
