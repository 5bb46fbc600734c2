import { vi } from "vitest";

/**
 * Loads modules as a server started with `variables` would see them. lib/env.ts reads the
 * environment once, when first imported, so the modules are imported afresh under these values;
 * what `load` returns keeps that configuration, and the environment is put back as it was. Classes
 * used with `instanceof` (HttpError) must come from the same load.
 */
export async function importConfigured<Modules>(variables: Record<string, string | undefined>, load: () => Promise<Modules>) {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  vi.resetModules();
  assign(variables);
  try {
    return await load();
  } finally {
    assign(saved);
    vi.resetModules();
  }
}
