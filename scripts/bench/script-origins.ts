import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Where a script's bytes come from: Next.js and React, other packages, or this repository. */
export interface ScriptOrigins {
  framework: number;
  libraries: number;
  ours: number;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Turbopack writes index maps: one section per module group, each with its offset in the chunk. */
interface IndexMap {
  sections: { offset: { line: number; column: number }; map: SourceMap }[];
}

/**
 * Next.js, React, and the helpers Next.js's own compiled modules call to import CommonJS
 * (`@swc/helpers`: a dependency of `next` alone; the app's modules are bundled as ES modules).
 */
const FRAMEWORK_PACKAGES = /node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\//;
/** Turbopack's own runtime (module loading, chunk fetching), which Next.js puts in every app's scripts. */
const BUNDLER_RUNTIME = "turbopack:///[turbopack]/";
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function originOf(source: string): keyof ScriptOrigins {
  if (FRAMEWORK_PACKAGES.test(source) || source.startsWith(BUNDLER_RUNTIME)) return "framework";
  return source.includes("node_modules/") ? "libraries" : "ours";
}

/** The numbers of one source-map segment (base64 VLQ). */
export function decodeSegment(segment: string) {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface Segment {
  line: number;
  column: number;
  source: string | null;
}

function segmentsOf(map: SourceMap | IndexMap): Segment[] {
  const sections = "sections" in map ? map.sections : [{ offset: { line: 0, column: 0 }, map }];
  const segments: Segment[] = [];
  for (const { offset, map: section } of sections) {
    let sourceIndex = 0;
    section.mappings.split(";").forEach((line, lineIndex) => {
      let column = lineIndex === 0 ? offset.column : 0;
      for (const segment of line ? line.split(",") : []) {
        const [columnDelta, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta !== undefined) sourceIndex += sourceDelta;
        segments.push({ line: offset.line + lineIndex, column, source: sourceDelta === undefined ? null : section.sources[sourceIndex] });
      }
    });
  }
  return segments.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Splits a minified script's characters by the source each stretch was built from, as its source
 * map says: each mapped position counts until the next one on its line. Unmapped stretches (the
 * bundler's own glue) count under `null`.
 */
export function sourcesOf(code: string, map: SourceMap | IndexMap): Map<string | null, number> {
  const lines = code.split("\n");
  const sources = new Map<string | null, number>();
  const segments = segmentsOf(map);
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next?.line === segment.line ? next.column : (lines[segment.line]?.length ?? segment.column);
    const length = Math.max(0, end - segment.column);
    sources.set(segment.source, (sources.get(segment.source) ?? 0) + length);
    mapped += length;
  });
  sources.set(null, (sources.get(null) ?? 0) + Math.max(0, code.length - mapped));
  return sources;
}

/** {@link sourcesOf} summed by origin; the bundler's glue counts as framework. */
export function originsOf(code: string, map: SourceMap | IndexMap): ScriptOrigins {
  const origins: ScriptOrigins = { framework: 0, libraries: 0, ours: 0 };
  for (const [source, length] of sourcesOf(code, map)) origins[source === null ? "framework" : originOf(source)] += length;
  return origins;
}

/** A built script's gzipped size split by origin, and the app's part (ours and packages) by module. */
export interface ScriptSplit {
  origins: ScriptOrigins;
  /** Gzipped bytes of each module of ours or of a package, by its path in the project. */
  appModules: Map<string, number>;
}

const PROJECT_PREFIX = "turbopack:///[project]/";

/**
 * A built script's gzipped size split in the proportions of its code's sources, or null when the
 * build has no source map for it (`npm run bench` builds with them: BROWSER_SOURCE_MAPS=1).
 */
export function gzippedSplit(builtFile: string): ScriptSplit | null {
  if (!existsSync(builtFile)) return null;
  const code = readFileSync(builtFile, "utf8");
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName && path.join(path.dirname(builtFile), mapName);
  if (!mapFile || !existsSync(mapFile)) return null;
  const gzipped = gzipSync(code).length;
  const share = (part: number) => (code.length === 0 ? 0 : (gzipped * part) / code.length);
  const split: ScriptSplit = { origins: { framework: 0, libraries: 0, ours: 0 }, appModules: new Map() };
  for (const [source, length] of sourcesOf(code, JSON.parse(readFileSync(mapFile, "utf8")) as SourceMap | IndexMap)) {
    const origin = source === null ? "framework" : originOf(source);
    split.origins[origin] += share(length);
    if (origin !== "framework") split.appModules.set(source!.replace(PROJECT_PREFIX, ""), share(length));
  }
  return split;
}
