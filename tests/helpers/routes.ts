import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const appDir = path.join(process.cwd(), "app");
const HTTP_METHODS = /export\s+(?:const|(?:async\s+)?function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g;

/** The URL pattern of a file under app/: route groups such as `(main)` are not part of the path. */
function urlPatternOf(file: string) {
  const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment));
  return `/${segments.join("/")}`;
}

/** Files under app/ with one of these names (route handlers may be .ts or .tsx). */
function filesNamed(...names: string[]) {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => names.includes(path.basename(file)));
}

/** Every endpoint the app serves, as "METHOD /pattern" (e.g. "POST /api/threads/[id]/like"), from app/**\/route.ts(x). */
export function discoverEndpoints() {
  return filesNamed("route.ts", "route.tsx")
    .flatMap((file) => {
      const source = readFileSync(path.join(appDir, file), "utf8");
      return [...source.matchAll(HTTP_METHODS)].map(([, method]) => `${method} ${urlPatternOf(file)}`);
    })
    .sort();
}

/** Every page the app serves, as "PAGE /pattern", from app/**\/page.tsx. */
export function discoverPages() {
  return filesNamed("page.tsx")
    .map((file) => `PAGE ${urlPatternOf(file)}`)
    .sort();
}
