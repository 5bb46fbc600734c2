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
    let result: PackedValue[];
    if (Array.isArray(item)) {
      result = [0, ...item.map(packValue)];
    } else {
      const prototype: unknown = Object.getPrototypeOf(item);
      if (prototype !== Object.prototype && prototype !== null) throw new TypeError(`Only plain objects can be packed, not a ${item.constructor.name}`);
      const entries = Object.entries(item);
      result = [shapeOf(entries.map(([key]) => key)) + 1, ...entries.map(([, entry]) => packValue(entry))];
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
    if (unpacked.has(item)) return unpacked.get(item);
    const [tag, ...items] = item;
    if (typeof tag !== "number" || !Number.isInteger(tag) || tag < 0 || tag > shapes.length) throw new TypeError(`Not packed data: ${String(tag)}`);
    const result = tag === 0 ? items.map(unpackValue) : Object.fromEntries(shapes[tag - 1].map((key, index) => [key, unpackValue(items[index])]));
    unpacked.set(item, result);
    return result;
  }

  return unpackValue(value);
}
