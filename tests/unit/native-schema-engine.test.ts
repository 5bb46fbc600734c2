import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installedNativeSchemaEngine } from "@/scripts/prisma/native-engine";

describe("choosing Prisma's schema engine (prisma.config.ts)", () => {
  const folders: string[] = [];
  const enginesFolder = (...files: string[]) => {
    const folder = mkdtempSync(path.join(tmpdir(), "prisma-engines-"));
    folders.push(folder);
    for (const file of files) writeFileSync(path.join(folder, file), "");
    return folder;
  };
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("uses the native engine where Prisma's install step downloaded it", () => {
    const folder = enginesFolder("package.json", "schema-engine-debian-openssl-3.0.x");
    expect(installedNativeSchemaEngine(folder)).toBe(path.join(folder, "schema-engine-debian-openssl-3.0.x"));
  });

  it("falls back to the WASM bridge where no native engine is installed", () => {
    expect(installedNativeSchemaEngine(enginesFolder("package.json", "README.md"))).toBeNull();
    expect(installedNativeSchemaEngine(path.join(tmpdir(), "no-such-folder-for-prisma"))).toBeNull();
  });
});
