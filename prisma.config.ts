import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI downloads a native schema engine from a host this project cannot rely on
// (offline machines, locked-down CI). The bridge speaks the engine's JSON-RPC protocol on top of
// the official WASM build instead. A real binary named in the environment still wins.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "scripts/prisma/schema-engine.mjs");
process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});
