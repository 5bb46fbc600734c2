import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Where the variables the app is configured with are read: its code, its scripts', and the fault tests' ports. */
const SOURCE_FOLDERS = ["app", "components", "lib", "scripts", "prisma", "fakes", "tests/faults"];
const SOURCE_FILES = ["instrumentation.ts", "proxy.ts", "next.config.ts", "prisma.config.ts", "playwright.config.ts"];
const SKIPPED_FOLDERS = new Set(["lib/generated", "prisma/migrations"]);

function sourceFiles(folder: string): string[] {
  if (SKIPPED_FOLDERS.has(folder)) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** Set by Node.js, Next.js or our scripts for Prisma's CLI, never by whoever runs the app. */
const NOT_CONFIGURATION = new Set(["NODE_ENV", "NEXT_RUNTIME", "CHECKPOINT_DISABLE", "PRISMA_SCHEMA_ENGINE_BINARY"]);

describe(".env.example", () => {
  // A variable is documented by a `NAME=` line, or named in a comment: one the platform sets
  // (VERCEL_ENV), or a second name read for the same value (NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY).
  const documented = new Set(read(".env.example").match(/\b[A-Z][A-Z0-9_]+\b/g));

  it("documents every variable the app and its scripts read", () => {
    const code = [...SOURCE_FOLDERS.flatMap(sourceFiles), ...SOURCE_FILES].map(read).join("\n");
    // `process.env.NAME`, `process.env["NAME"]`, and the ports scripts take with `portFromEnv("NAME")`.
    const reads = code.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\["([A-Z][A-Z0-9_]*)"\])|portFromEnv\("([A-Z][A-Z0-9_]*)"/g);
    const readByCode = new Set(Array.from(reads, ([, dotted, quoted, port]) => dotted ?? quoted ?? port));
    const undocumented = [...readByCode].filter((name) => !NOT_CONFIGURATION.has(name) && !documented.has(name));
    expect(readByCode.size).toBeGreaterThan(20);
    expect(undocumented).toEqual([]);
  });

  it("documents every variable of the server's configuration (lib/env.ts) and every rate limit's override", () => {
    const schema = read("lib/env.ts").match(/const envSchema = z\.object\(\{([\s\S]*?)\n\}\)/)![1];
    const configured = Array.from(schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm), ([, name]) => name);
    const limits = Array.from(read("lib/http/rate-limit.ts").matchAll(/^ {2}([a-z_]+): \{ limit:/gm), ([, name]) => `RATE_LIMIT_${name.toUpperCase()}`);
    expect(configured.length).toBeGreaterThan(20);
    expect(limits.length).toBeGreaterThan(5);
    expect([...configured, ...limits].filter((name) => !documented.has(name))).toEqual([]);
  });
});
