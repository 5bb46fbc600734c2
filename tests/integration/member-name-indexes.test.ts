// Equality on a username (a profile, a mention, the search's author filter) belongs to the unique
// b-tree. pg_trgm's operator classes answer = as well, and PostgreSQL chose them for it when they
// indexed the column itself: the trigram indexes hold lower(username) instead (migration
// 20261128190000_username_trigrams_on_lower), which Prisma's schema cannot declare.
import { describe, expect, it } from "vitest";
import { testDb } from "../helpers/db";

interface UserIndex {
  name: string;
  definition: string;
  onUsernameColumn: boolean;
}

async function userIndexes(): Promise<UserIndex[]> {
  return testDb.$queryRaw<UserIndex[]>`
    SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition,
      (SELECT attnum FROM pg_attribute WHERE attrelid = x.indrelid AND attname = 'username') = ANY(x.indkey::int2[]) AS "onUsernameColumn"
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = '"User"'::regclass
    ORDER BY i.relname`;
}

describe("the member table's username indexes", () => {
  it("leave an equality on username to the unique b-tree alone", async () => {
    const onColumn = (await userIndexes()).filter((index) => index.onUsernameColumn);
    expect(onColumn.map((index) => index.name)).toEqual(["User_username_key"]);
    expect(onColumn[0].definition).toContain("USING btree (username)");
  });

  it("hold lower(username) as trigrams, for the member search and the mention list", async () => {
    const definitions = new Map((await userIndexes()).map((index) => [index.name, index.definition]));
    expect(definitions.get("User_username_trigram_idx")).toContain("USING gin (lower(username) gin_trgm_ops)");
    expect(definitions.get("User_username_closest_idx")).toContain("USING gist (lower(username) gist_trgm_ops)");
  });

  it("answer the search's and the mention list's expressions when a scan of the table is ruled out", async () => {
    const plans = await testDb.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const plan = async (query: string) =>
        (await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${query}`)).map((row) => row["QUERY PLAN"]).join("\n");
      return {
        closest: await plan(`SELECT id FROM "User" u ORDER BY lower(u.username) <-> 'member' LIMIT 20`),
        containing: await plan(`SELECT id FROM "User" u WHERE lower(u.username) LIKE '%embe%' OR lower(u.username) % 'embe'`),
        equal: await plan(`SELECT id FROM "User" WHERE username = ANY(ARRAY['member', 'fan'])`),
      };
    });
    expect(plans.closest).toContain('Index Scan using "User_username_closest_idx"');
    expect(plans.containing).toMatch(/Index Scan on "User_username_(trigram|closest)_idx"/);
    expect(plans.equal).toContain('"User_username_key"');
    expect(plans.equal).not.toMatch(/User_username_(trigram|closest)_idx/);
  });
});
