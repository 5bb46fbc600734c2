type Node = Record<string, unknown> | unknown[];

/**
 * Decodes Stripe's form encoding (`line_items[0][price]=price_1&expand[0]=data.product`) into the
 * nested objects and arrays the SDK encoded. Values stay strings, as on the wire.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    if (path.some((segment) => segment === "__proto__" || segment === "constructor" || segment === "prototype")) continue;
    let node: Node = root;
    path.forEach((segment, index) => {
      const container = node as Record<string, unknown>;
      if (index === path.length - 1) {
        if (segment === "" && Array.isArray(node)) node.push(value);
        else container[segment] = value;
        return;
      }
      container[segment] ??= /^\d*$/.test(path[index + 1]) ? [] : {};
      node = container[segment] as Node;
    });
  }
  return root;
}
