import { afterAll, describe, expect, it } from "vitest";
import { api, tokenFor } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { testDb } from "../helpers/db";
import { createMemberWith } from "../helpers/members";
import { startTcpForwarder } from "../helpers/tcp-forwarder";
import { waitFor } from "../helpers/wait";

// The Top Users panel is kept in the server's memory until a member changes: a trigger on the
// members table notifies the server when any write commits, made through the app or not.

interface Entry {
  position: number;
  user: { id: string; username: string; points: number };
}

const created: string[] = [];
afterAll(() => testDb.user.deleteMany({ where: { id: { in: created } } }));

async function topUsers() {
  const { status, json, headers } = await api<Entry[]>("/api/users/top", { as: "member" });
  expect(status).toBe(200);
  return { entries: json, queries: Number(headers.get("x-query-count")) };
}

/**
 * The notification reaches the server a moment after the write commits, so a read sent at once may
 * still be answered from memory: read until the answer shows the change.
 */
async function topUsersOnceShowing(shows: (entries: Entry[]) => boolean) {
  const { entries } = await waitFor(topUsers, (answer) => shows(answer.entries), 15_000);
  expect(shows(entries), "the Top Users answer never showed the change").toBe(true);
  return entries;
}

/** The server listens for changes from its first read on; within a few reads it answers from memory. */
async function fewestQueriesOfTopUsers(reads: number) {
  const counts: number[] = [];
  for (let read = 0; read < reads; read++) counts.push((await topUsers()).queries);
  return Math.min(...counts);
}

describe("the Top Users cache", () => {
  it("answers from memory: only the session is looked up", async () => {
    expect(await fewestQueriesOfTopUsers(10)).toBe(1);
  });

  it("shows a member's change once its write commits, even a write straight into the database", async () => {
    const before = await topUsers();
    const leader = await createMemberWith("cache_leader", { fightCred: before.entries[0].user.points + 1_000 });
    created.push(leader.id);
    await topUsersOnceShowing((entries) => entries[0].user.id === leader.id);

    await testDb.user.update({ where: { id: leader.id }, data: { username: `${leader.username}_x` } });
    const renamed = await topUsersOnceShowing((entries) => entries[0].user.username === `${leader.username}_x`);
    expect(renamed[0].user.id).toBe(leader.id);

    await testDb.user.update({ where: { id: leader.id }, data: { isBanned: true } });
    const afterBan = await topUsersOnceShowing((entries) => !entries.some((entry) => entry.user.id === leader.id));
    expect(afterBan.map((entry) => entry.user.id)).toEqual(before.entries.map((entry) => entry.user.id));
  });

  it("listens on the direct connection (DATABASE_URL_UNPOOLED) when there is one: a pooler would drop LISTEN", async () => {
    const direct = await startTcpForwarder(process.env.DATABASE_URL!);
    const server = await startAppServer({ DATABASE_URL_UNPOOLED: direct.url });
    try {
      const headers = { authorization: `Bearer ${await tokenFor("member")}` };
      const read = async () => {
        const response = await fetch(`${server.url}/api/users/top`, { headers });
        expect(response.status).toBe(200);
        return Number(response.headers.get("x-query-count"));
      };
      await read();
      // Listening, it answers from memory: only the session is looked up.
      expect(await waitFor(read, (queries) => queries === 1, 15_000)).toBe(1);
      expect(direct.openCount()).toBe(1);
    } finally {
      await server.stop();
      await direct.close();
    }
  });

  it("is not dropped when a member is merely seen (lastSeenAt), only when a shown column changes", async () => {
    // Other test files write members meanwhile, so the trigger's column list is checked rather
    // than counting notifications.
    const rows = await testDb.$queryRaw<{ column: string }[]>`
      SELECT event_object_column AS column FROM information_schema.triggered_update_columns
      WHERE trigger_name = 'User_members_changed'`;
    const columns = rows.map((row) => row.column);
    expect(columns).not.toContain("lastSeenAt");
    expect(columns).toEqual(expect.arrayContaining(["username", "imageUrl", "role", "isBanned", "fightCred", "likesCount"]));
  });
});
