import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The native schema engine Prisma's install step put beside `@prisma/engines`
 * (`schema-engine-<platform>`), or null where it could not be downloaded (offline machines, locked
 * down CI, install scripts turned off): there prisma.config.ts uses the WASM bridge instead.
 */
export function installedNativeSchemaEngine(enginesDir: string): string | null {
  let files: string[];
  try {
    files = readdirSync(enginesDir);
  } catch {
    return null;
  }
  const binary = files.find((file) => file.startsWith("schema-engine-"));
  return binary ? path.join(enginesDir, binary) : null;
}
