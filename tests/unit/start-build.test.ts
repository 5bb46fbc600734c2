import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reasonToBuild } from "../../scripts/lib/build";

/** `npm start` builds when there is no build, or when the code changed after it (a pull, an edit). */
describe("reasonToBuild", () => {
  let root: string;
  const at = (file: string, seconds: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
    utimesSync(path.join(root, file), seconds, seconds);
  };
  const settleDirectories = (seconds: number) => {
    for (const directory of ["", "lib", "lib/events", ".next"]) utimesSync(path.join(root, directory), seconds, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ff-build-"));
    at("lib/events/results.ts", 1_000);
    at("package-lock.json", 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds on the first start", () => {
    expect(reasonToBuild(root)).toBe("first start");
  });

  it("serves the build when nothing changed after it", () => {
    at(".next/BUILD_ID", 2_000);
    settleDirectories(1_000);
    expect(reasonToBuild(root)).toBeNull();
  });

  it("builds again when a source file changed after the build", () => {
    at(".next/BUILD_ID", 2_000);
    settleDirectories(1_000);
    at("lib/events/results.ts", 3_000);
    expect(reasonToBuild(root)).toBe("lib changed since the last build");
  });

  it("builds again when a file was removed after the build (its directory changed)", () => {
    at(".next/BUILD_ID", 2_000);
    settleDirectories(1_000);
    utimesSync(path.join(root, "lib/events"), 3_000, 3_000);
    expect(reasonToBuild(root)).toBe("lib changed since the last build");
  });

  it("builds again when the packages changed", () => {
    at(".next/BUILD_ID", 2_000);
    settleDirectories(1_000);
    at("package-lock.json", 3_000);
    expect(reasonToBuild(root)).toBe("package-lock.json changed since the last build");
  });
});
