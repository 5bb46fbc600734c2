import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeSegment, originOf, originsOf, gzippedSplit, sourcesOf } from "../../scripts/bench/script-origins";

const SOURCES = ["turbopack:///[project]/node_modules/next/dist/client/link.js", "turbopack:///[project]/node_modules/swr/dist/index.mjs", "turbopack:///[project]/components/replies/reply-item.tsx"];

describe("the benchmark's split of a script by its code's origins", () => {
  it("decodes base64 VLQ segments", () => {
    expect(decodeSegment("AAAA")).toEqual([0, 0, 0, 0]);
    expect(decodeSegment("ICAA")).toEqual([4, 1, 0, 0]);
    expect(decodeSegment("D")).toEqual([-1]);
    expect(decodeSegment("2H")).toEqual([123]);
    expect(() => decodeSegment("A!")).toThrow(/base64 VLQ/);
  });

  it("tells the framework, other packages and our code apart", () => {
    expect(originOf(SOURCES[0])).toBe("framework");
    expect(originOf("turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("framework");
    expect(originOf(SOURCES[1])).toBe("libraries");
    expect(originOf("turbopack:///[project]/node_modules/@stripe/stripe-js/dist/index.mjs")).toBe("libraries");
    expect(originOf("turbopack:///[turbopack]/shared/runtime/runtime-utils.ts")).toBe("framework");
    expect(originOf("turbopack:///[project]/node_modules/@swc/helpers/cjs/_interop_require_wildcard.cjs")).toBe("framework");
    expect(originOf(SOURCES[2])).toBe("ours");
  });

  it("counts each mapped stretch until the next position on its line", () => {
    const code = "nextswrswrOK";
    // Columns 0 (next), 4 (swr) and 10 (ours).
    expect(originsOf(code, { sources: SOURCES, mappings: "AAAA,ICAA,MCAA" })).toEqual({ framework: 4, libraries: 6, ours: 2 });
  });

  it("reads index maps section by section and counts unmapped code as the bundler's", () => {
    const code = "glue;ours()\nswr()";
    const map = {
      sections: [
        { offset: { line: 0, column: 5 }, map: { sources: [SOURCES[2]], mappings: "AAAA" } },
        { offset: { line: 1, column: 0 }, map: { sources: [SOURCES[1]], mappings: "AAAA" } },
      ],
    };
    // "glue;" (5) and the newline (1) are unmapped.
    expect(originsOf(code, map)).toEqual({ framework: 6, libraries: 5, ours: 6 });
    expect(sourcesOf(code, map)).toEqual(new Map([[SOURCES[2], 6], [SOURCES[1], 5], [null, 6]]));
  });

  it("splits the gzipped script in those proportions, module by module for the app, and says when a script has no map", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "script-origins-"));
    writeFileSync(path.join(dir, "chunk.js"), "nextswrswrOK\n//# sourceMappingURL=chunk.js.map");
    writeFileSync(path.join(dir, "chunk.js.map"), JSON.stringify({ version: 3, sources: SOURCES, mappings: "AAAA,ICAA,MCAA" }));
    const code = readFileSync(path.join(dir, "chunk.js"));
    const { origins, appModules } = gzippedSplit(path.join(dir, "chunk.js"))!;
    expect(origins.framework + origins.libraries + origins.ours).toBeCloseTo(gzipSync(code).length);
    expect(origins.ours).toBeLessThan(origins.libraries);
    // The framework's code is not the app's: only swr and our module are listed, by project path.
    expect([...appModules.keys()]).toEqual(["node_modules/swr/dist/index.mjs", "components/replies/reply-item.tsx"]);
    expect(appModules.get("node_modules/swr/dist/index.mjs")).toBeCloseTo(origins.libraries);
    expect(appModules.get("components/replies/reply-item.tsx")).toBeCloseTo(origins.ours);
    writeFileSync(path.join(dir, "bare.js"), "console.log(1)");
    expect(gzippedSplit(path.join(dir, "bare.js"))).toBeNull();
    expect(gzippedSplit(path.join(dir, "missing.js"))).toBeNull();
  });
});
