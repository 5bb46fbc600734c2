import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A server component that imports a value from a "use client" module receives a client reference,
 * not the value: a constant or a helper read on the server then fails at request time (a 500), with
 * tsc, ESLint and the build all content. Only components and hooks cross that boundary here; shared
 * constants and helpers live in modules without the directive.
 */
const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/**
 * PascalCase, as components are named (a constant in capitals is not one), or a hook's name: hooks
 * run only in client components, and the modules of hooks built on others have no directive.
 */
const crossesSafely = (name: string) => (/^[A-Z][A-Za-z0-9]*$/.test(name) && /[a-z]/.test(name)) || /^use[A-Z]/.test(name);

const isClientModule = (source: string) => /^\s*(\/\/[^\n]*\n\s*)*["']use client["']/.test(source);

function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx"), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The values (not types) a module imports by name, with the module they come from. */
function namedValueImports(source: string) {
  const imports: { names: string[]; specifier: string }[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+["']([^"']+)["']/gm)) {
    const [, clause, specifier] = match;
    const names = [...clause.matchAll(/\{([^}]*)\}/g)]
      .flatMap(([, list]) => list.split(","))
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith("type "))
      .map((part) => part.split(/\s+as\s+/)[0]);
    const defaultName = clause.split(",")[0].trim();
    if (defaultName && !defaultName.startsWith("{") && !defaultName.startsWith("*")) names.push("default");
    imports.push({ names, specifier });
  }
  return imports;
}

describe("the client boundary", () => {
  it("lets server modules take only components from client modules", () => {
    const crossings: string[] = [];
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      const source = readFileSync(file, "utf8");
      if (isClientModule(source)) continue;
      for (const { names, specifier } of namedValueImports(source)) {
        const target = resolveImport(file, specifier);
        if (!target || !isClientModule(readFileSync(target, "utf8"))) continue;
        for (const name of names.filter((name) => name !== "default" && !crossesSafely(name))) {
          crossings.push(`${path.relative(ROOT, file)} imports ${name} from ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it("finds a crossing when there is one", () => {
    expect(namedValueImports('import { ProfileTabs, PROFILE_TABS, type ProfileTab } from "@/components/members/profile-tabs";')).toEqual([
      { names: ["ProfileTabs", "PROFILE_TABS"], specifier: "@/components/members/profile-tabs" },
    ]);
    expect(namedValueImports('import type { ProfileTab } from "./x";\nimport Link from "next/link";')).toEqual([{ names: ["default"], specifier: "next/link" }]);
    expect(isClientModule('"use client";\n\nexport const A = 1;')).toBe(true);
    expect(isClientModule('import "server-only";')).toBe(false);
  });
});
