/**
 * JSON data with each object's keys written once per shape instead of once per object: a page of
 * a hundred replies repeats the same twenty keys a hundred times in the RSC payload, a third of
 * its size. An object becomes `[shape number + 1, ...its values]` and an array `[0, ...its items]`;
 * other values stay as they are. An object met twice is packed once, as the same array, so the RSC
 * payload still writes it once and refers to it after (a member's replies share one author object).
 */
export type PackedValue = string | number | boolean | null | undefined | PackedValue[];

export interface Packed {
  shapes: string[][];
  value: PackedValue;
}

// Both directions run on every server render of a list (pack for the RSC payload, unpack for the
// HTML) and once in the browser: plain loops, which allocate nothing but the results.

export function pack(value: unknown): Packed {
  const shapes: string[][] = [];
  const shapeNumbers = new Map<string, number>();
  const packed = new Map<object, PackedValue[]>();

  function shapeOf(keys: string[]) {
    const id = keys.join("\n");
    let number = shapeNumbers.get(id);
    if (number === undefined) {
      number = shapes.push(keys) - 1;
      shapeNumbers.set(id, number);
    }
    return number;
  }

  function packValue(item: unknown): PackedValue {
    if (item === null || item === undefined || typeof item === "string" || typeof item === "number" || typeof item === "boolean") return item;
    if (typeof item !== "object") throw new TypeError(`Only JSON data can be packed, not a ${typeof item}`);
    const known = packed.get(item);
    if (known) return known;
    const result: PackedValue[] = [];
    if (Array.isArray(item)) {
      result.push(0);
      for (const entry of item) result.push(packValue(entry));
    } else {
      const prototype: unknown = Object.getPrototypeOf(item);
      if (prototype !== Object.prototype && prototype !== null) throw new TypeError(`Only plain objects can be packed, not a ${item.constructor.name}`);
      const keys = Object.keys(item);
      result.push(shapeOf(keys) + 1);
      for (const key of keys) result.push(packValue((item as Record<string, unknown>)[key]));
    }
    packed.set(item, result);
    return result;
  }

  return { shapes, value: packValue(value) };
}

export function unpack({ shapes, value }: Packed): unknown {
  const unpacked = new Map<PackedValue[], unknown>();

  function unpackValue(item: PackedValue): unknown {
    if (!Array.isArray(item)) return item;
    const known = unpacked.get(item);
    if (known !== undefined) return known;
    const tag = item[0];
    if (typeof tag !== "number" || !Number.isInteger(tag) || tag < 0 || tag > shapes.length) throw new TypeError(`Not packed data: ${String(tag)}`);
    let result: unknown[] | Record<string, unknown>;
    if (tag === 0) {
      result = [];
      for (let index = 1; index < item.length; index++) result.push(unpackValue(item[index]));
    } else {
      const keys = shapes[tag - 1];
      result = {};
      for (let index = 0; index < keys.length; index++) {
        const entry = unpackValue(item[index + 1]);
        // An own "__proto__" key (JSON.parse makes one) stays a key, as Object.fromEntries keeps it.
        if (keys[index] === "__proto__") Object.defineProperty(result, "__proto__", { value: entry, enumerable: true, writable: true, configurable: true });
        else result[keys[index]] = entry;
      }
    }
    unpacked.set(item, result);
    return result;
  }

  return unpackValue(value);
}
