import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": import.meta.dirname,
  // Data-layer modules are marked server-only; tests run them on the server side too.
  "server-only": path.join(import.meta.dirname, "node_modules/server-only/empty.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One server and one database for the run: files run one after another.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          // Each file starts its own PostgreSQL and production server, then breaks them.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
