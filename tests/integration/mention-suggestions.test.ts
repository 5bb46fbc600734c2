import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { testDb } from "../helpers/db";

/** GET /api/users/mention-suggestions: the composer's @mention list. */

const suggestions = async (q: string, as = "member") => {
  const { status, json } = await api<{ username: string; imageUrl: string | null; role: string }[]>(`/api/users/mention-suggestions?q=${encodeURIComponent(q)}`, { as });
  expect(status).toBe(200);
  return json;
};

describe("mention suggestions", () => {
  it("lists members whose username starts with the letters typed, in any case, the most Fight Cred first, public fields only", async () => {
    const stem = `mz${Date.now().toString(36).slice(-6)}`;
    const quiet = await testDb.user.create({ data: { clerkId: `user_${stem}a`, username: `${stem}a` } });
    const busy = await testDb.user.create({ data: { clerkId: `user_${stem}b`, username: `${stem}b`, fightCred: 500 } });

    expect((await suggestions(stem.toUpperCase())).map((member) => member.username)).toEqual([busy.username, quiet.username]);
    expect(await suggestions(quiet.username)).toEqual([{ username: quiet.username, imageUrl: null, role: "USER" }]);
    await testDb.user.deleteMany({ where: { username: { startsWith: stem } } });
  });

  it("matches an underscore as itself, not as any letter, and offers at most eight", async () => {
    const stem = `us${Date.now().toString(36).slice(-5)}`;
    await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        testDb.user.create({ data: { clerkId: `user_${stem}${index}`, username: `${stem}x${index}` } }),
      ),
    );
    await testDb.user.create({ data: { clerkId: `user_${stem}_u`, username: `${stem}_u` } });
    expect((await suggestions(`${stem}_`)).map((member) => member.username)).toEqual([`${stem}_u`]);
    expect(await suggestions(stem)).toHaveLength(8);
    await testDb.user.deleteMany({ where: { username: { startsWith: stem } } });
  });

  it("asks for a signed-in member and the start of a username", async () => {
    expect((await api("/api/users/mention-suggestions?q=mem")).status).toBe(401);
    for (const q of ["", "%", "a b", "x".repeat(31)]) {
      const { status, json } = await api(`/api/users/mention-suggestions?q=${encodeURIComponent(q)}`, { as: "member" });
      expect(status, q).toBe(400);
      expect(json.message, q).toBe("q must be the start of a username: 1 to 30 letters, numbers or underscores");
    }
  });
});
