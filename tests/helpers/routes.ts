import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const appDir = path.join(process.cwd(), "app");
const HTTP_METHODS = /export\s+(?:const|(?:async\s+)?function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g;

/** The URL pattern of a file under app/: route groups such as `(main)` are not part of the path. */
function urlPatternOf(file: string) {
  const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment));
  return `/${segments.join("/")}`;
}

function filesNamed(name: string) {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === name);
}

/** Every endpoint the app serves, as "METHOD /pattern" (e.g. "POST /api/threads/[id]/like"), from app/**\/route.ts. */
export function discoverEndpoints() {
  return filesNamed("route.ts")
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
