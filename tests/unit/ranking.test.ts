import { describe, expect, it } from "vitest";
import { rankPage, type PageStanding } from "@/lib/members/ranking";

const members = (...creds: number[]) => creds.map((fightCred, index) => ({ name: `m${index}`, fightCred }));
const ranks = (rows: ReturnType<typeof rankPage>) => rows.map(({ rank, isTied }) => `${rank}${isTied ? "-T" : ""}`);

/** The standing of leaderboard[offset, offset + limit) counted the way the database counts it. */
function standingIn(leaderboard: number[], page: number[]): PageStanding {
  const first = page[0];
  const last = page[page.length - 1];
  return {
    above: leaderboard.filter((cred) => cred > first).length,
    sameAsFirst: leaderboard.filter((cred) => cred === first).length,
    sameAsLast: leaderboard.filter((cred) => cred === last).length,
  };
}

describe("rankPage (competition ranking by Fight Cred)", () => {
  it("ranks a page with no ties 1, 2, 3", () => {
    expect(ranks(rankPage(members(50, 40, 30), { above: 0, sameAsFirst: 1, sameAsLast: 1 }))).toEqual(["1", "2", "3"]);
  });

  it("gives equal Fight Cred one rank, marks it tied and skips the ranks it fills", () => {
    expect(ranks(rankPage(members(50, 40, 40, 30), { above: 0, sameAsFirst: 1, sameAsLast: 1 }))).toEqual(["1", "2-T", "2-T", "4"]);
  });

  it("marks the last row tied with a member just after the page", () => {
    expect(ranks(rankPage(members(50, 40), { above: 0, sameAsFirst: 1, sameAsLast: 2 }))).toEqual(["1", "2-T"]);
  });

  it("counts the members before the page who share the first row's Fight Cred", () => {
    // Leaderboard 10, 10, 10, 5: the page starts at the third member.
    expect(ranks(rankPage(members(10, 5), { above: 0, sameAsFirst: 3, sameAsLast: 1 }))).toEqual(["1-T", "4"]);
  });

  it("ranks a page of one tie group after the members above it", () => {
    expect(ranks(rankPage(members(7, 7), { above: 5, sameAsFirst: 4, sameAsLast: 4 }))).toEqual(["6-T", "6-T"]);
  });

  it("does not mark a lone member tied", () => {
    expect(ranks(rankPage(members(3), { above: 9, sameAsFirst: 1, sameAsLast: 1 }))).toEqual(["10"]);
  });

  it("returns nothing for an empty page", () => {
    expect(rankPage([], { above: 0, sameAsFirst: 0, sameAsLast: 0 })).toEqual([]);
  });

  it("keeps each row with its member", () => {
    const rows = members(9, 8);
    expect(rankPage(rows, { above: 0, sameAsFirst: 1, sameAsLast: 1 }).map((row) => row.member)).toEqual(rows);
  });

  it("agrees with 1 + the number of members with more Fight Cred on every page of a leaderboard", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const leaderboard = Array.from({ length: 60 }, () => Math.floor(random() * 12)).sort((a, b) => b - a);
    for (let limit = 1; limit <= 7; limit++) {
      for (let offset = 0; offset < leaderboard.length; offset += limit) {
        const page = leaderboard.slice(offset, offset + limit);
        const ranked = rankPage(members(...page), standingIn(leaderboard, page));
        ranked.forEach(({ rank, isTied, member }) => {
          expect(rank).toBe(1 + leaderboard.filter((cred) => cred > member.fightCred).length);
          expect(isTied).toBe(leaderboard.filter((cred) => cred === member.fightCred).length > 1);
        });
      }
    }
  });
});
