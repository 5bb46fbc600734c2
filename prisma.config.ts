import path from "node:path";
import { defineConfig } from "prisma/config";
import { installedNativeSchemaEngine } from "./scripts/prisma/native-engine";

// Prisma's CLI runs its native schema engine when the install step could download it. Where it
// could not (offline machines, locked-down CI), a bridge speaks the engine's JSON-RPC protocol on
// top of the official WASM build instead. A binary named in the environment always wins.
const nativeEngine = installedNativeSchemaEngine(path.join(import.meta.dirname, "node_modules/@prisma/engines"));
if (!nativeEngine) process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "scripts/prisma/schema-engine.mjs");
process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});
