import { existsSync } from "node:fs";
import path from "node:path";

const DEV_ONLY_CLERK_SECRET_KEY = "sk_test_development_only_not_a_real_key";
/** Signs locally made Clerk webhook deliveries (tests, tools) when the development sign-in is on. */
const DEV_ONLY_CLERK_WEBHOOK_SIGNING_SECRET = `whsec_${Buffer.from("fight-forum-development-only-webhook-secret").toString("base64")}`;
/** The forum's handle on each social network, linked from the footer when SOCIAL_* are not set. */
const DEMO_SOCIAL_HANDLE = "@fightforum";
const root = path.resolve(import.meta.dirname, "../..");

/** Loads `.env` (if present) into process.env; variables already set win. */
export function loadDotEnv() {
  const file = path.join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Environment for serving the app locally: with no Clerk keys configured the development sign-in
 * is on (DESIGN.md "Identity"), so the demo runs with no outside service; the footer links the
 * forum's handle unless SOCIAL_* say otherwise.
 */
export function localAppEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  for (const network of ["TWITTER", "INSTAGRAM", "YOUTUBE", "FACEBOOK"]) env[`SOCIAL_${network}`] ||= DEMO_SOCIAL_HANDLE;
  if (!env.CLERK_SECRET_KEY) {
    env.AUTH_DEV_LOGIN ??= "1";
    // Clerk's SDK insists on a secret key; the development sign-in never sends it anywhere.
    env.CLERK_SECRET_KEY = DEV_ONLY_CLERK_SECRET_KEY;
  }
  if (env.AUTH_DEV_LOGIN === "1") env.CLERK_WEBHOOK_SIGNING_SECRET ??= DEV_ONLY_CLERK_WEBHOOK_SIGNING_SECRET;
  return env;
}
