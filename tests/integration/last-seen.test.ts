import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMemberWith } from "../helpers/members";
import { waitFor } from "../helpers/wait";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const lastSeenOf = async (id: string) => (await testDb.user.findUniqueOrThrow({ where: { id }, select: { lastSeenAt: true } })).lastSeenAt;
const makeRequest = async (username: string) => expect((await api("/api/notifications/unread-count", { as: username })).status).toBe(200);

/** lastSeenAt is written after the response: wait until it moves past `after`. */
const seenAfter = async (id: string, after: Date | null) =>
  waitFor(() => lastSeenOf(id), (value) => value !== null && (after === null || value > after));

describe("lastSeenAt, behind the online dot", () => {
  it("is recorded when a member who was never seen makes a request, and shows them online", async () => {
    const member = await createMemberWith("newcomer", { lastSeenAt: null });
    const before = new Date();
    await makeRequest(member.username);
    const seen = await seenAfter(member.id, null);
    expect(seen!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const { json } = await api(`/api/users/username/${member.username}`, { as: "fan" });
    expect(json.isOnline).toBe(true);
  });

  it("is refreshed once it is more than five minutes old; until then the member shows offline", async () => {
    const stale = minutesAgo(6);
    const member = await createMemberWith("returning", { lastSeenAt: stale });
    expect((await api(`/api/users/username/${member.username}`, { as: "fan" })).json.isOnline).toBe(false);

    await makeRequest(member.username);
    expect((await seenAfter(member.id, stale))!.getTime()).toBeGreaterThan(minutesAgo(1).getTime());
  });

  it("is not written again within five minutes", async () => {
    const recent = minutesAgo(2);
    const member = await createMemberWith("regular", { lastSeenAt: recent });
    const witness = await createMemberWith("witness", { lastSeenAt: null });

    await makeRequest(member.username);
    // A later request's write has landed, so an earlier one would have too.
    await makeRequest(witness.username);
    await seenAfter(witness.id, null);
    expect(await lastSeenOf(member.id)).toEqual(recent);
  });

  it("leaves updatedAt alone: being seen is not a profile change", async () => {
    const member = await createMemberWith("quietly", { lastSeenAt: null });
    const { updatedAt } = await testDb.user.findUniqueOrThrow({ where: { id: member.id } });
    await makeRequest(member.username);
    await seenAfter(member.id, null);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: member.id } })).updatedAt).toEqual(updatedAt);
  });
});
