import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What `next build` reads from the checkout: a file changed in any of them makes the last build stale (`npm start`, `npm run bench`). */
const BUILD_INPUTS = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];

/** The newest change below `target` (a directory's own time moves when an entry is added or removed). */
function newestChange(target: string): number {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stats.mtimeMs);
}

/**
 * Why a checkout must build before serving: no build yet, or code changed since the last one (a
 * pull, an edit), which would otherwise be served stale; null when the build is current.
 */
export function reasonToBuild(root: string) {
  const built = statSync(path.join(root, ".next/BUILD_ID"), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return "first start";
  const changed = BUILD_INPUTS.find((input) => newestChange(path.join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
