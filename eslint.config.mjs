import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Next.js's rules (core web vitals, React, React hooks, accessibility, imports) and TypeScript's. */
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `const { omitted: _, ...rest } = value` drops a field on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "lib/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".data/**"]),
]);
