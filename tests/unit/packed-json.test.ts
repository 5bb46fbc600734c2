import { describe, expect, it } from "vitest";
import { pack, unpack } from "@/lib/swr/packed-json";

const author = { id: "u1", externalId: "user_1", username: "judo_fan", role: "USER", imageUrl: null, isOnline: false };
const reply = (id: string, parentReplyId: string | null) => ({
  id,
  parentReplyId,
  content: `Reply ${id}`,
  user: author,
  likesCount: 0,
  media: [] as { id: string; url: string }[],
  hasLiked: false,
});

/** Random JSON-like data: nested objects and arrays of primitives, with repeated shapes. */
function randomValue(depth: number, random: () => number): unknown {
  const pick = random();
  if (depth > 3 || pick < 0.3) return [null, undefined, true, false, 0, -1.5, 42, "", "0", "[1]", "text"][Math.floor(random() * 11)];
  if (pick < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1, random));
  const keys = ["a", "b", "c", "d", "0", "length"].filter(() => random() < 0.5);
  return Object.fromEntries(keys.map((key) => [key, randomValue(depth + 1, random)]));
}

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("packed JSON for server-rendered lists", () => {
  it("gives back the same data", () => {
    const page = { "/api/threads/t1/replies?limit=100&offset=0": [reply("r1", null), reply("r2", "r1"), { ...reply("r3", null), media: [{ id: "m1", url: "/media/a.webp" }] }] };
    expect(unpack(pack(page))).toEqual(page);
  });

  it("writes each shape's keys once", () => {
    const packed = JSON.stringify(pack(Array.from({ length: 50 }, (_, index) => reply(`r${index}`, null))));
    expect(packed.match(/"likesCount"/g)).toHaveLength(1);
    expect(packed.match(/"username"/g)).toHaveLength(1);
    expect(packed.length).toBeLessThan(JSON.stringify(Array.from({ length: 50 }, (_, index) => reply(`r${index}`, null))).length / 2);
  });

  it("packs an object met twice once, and unpacks it as one object", () => {
    const packed = pack([reply("r1", null), reply("r2", null)]);
    const [, first, second] = packed.value as unknown[][];
    expect(first[4]).toBe(second[4]);
    const [one, two] = unpack(packed) as ReturnType<typeof reply>[];
    expect(one.user).toBe(two.user);
  });

  it("keeps arrays, empty objects, undefined and look-alike strings apart", () => {
    const value = { list: [0, [0, 1], {}, []], empty: {}, missing: undefined, zero: "0", nested: [[[]]] };
    expect(unpack(pack(value))).toEqual(value);
    expect(Object.keys(unpack(pack(value)) as object)).toEqual(Object.keys(value));
  });

  it("keeps a key named __proto__ a key, without changing any object's prototype", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const unpacked = unpack(pack(value)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(unpacked)).toBe(Object.prototype);
    expect(Object.keys(unpacked)).toEqual(["__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(unpacked, "__proto__")?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("round-trips random data", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 500; run++) {
      const value = randomValue(0, random);
      // structuredClone stands for the RSC payload, which keeps undefined and shared objects.
      expect(unpack(structuredClone(pack(value)))).toStrictEqual(value);
    }
  });

  it("refuses what JSON cannot carry, and data that was not packed", () => {
    expect(() => pack({ at: new Date() })).toThrow(/plain objects/);
    expect(() => pack({ run: () => 1 })).toThrow(/JSON data/);
    expect(() => unpack({ shapes: [], value: [3, "x"] })).toThrow(/Not packed data/);
  });
});
