import { DEV_ONLY_JWT_PUBLIC_KEY } from "./dev-keys";
import { env } from "@/lib/env";

/**
 * Identity configuration, read once from the environment. Clerk is wired in every environment;
 * only these values change. With AUTH_DEV_LOGIN=1 and no Clerk keys, the development key pair and a
 * fake production-style publishable key let Clerk's middleware verify our locally minted tokens
 * with no network call.
 */
const DEV_PUBLISHABLE_KEY = `pk_live_${Buffer.from("clerk.fightforum.localhost$").toString("base64")}`;

export const devLoginEnabled = env.AUTH_DEV_LOGIN;
export const isProductionDeployment = env.isProductionDeployment;

if (devLoginEnabled && isProductionDeployment) {
  throw new Error("AUTH_DEV_LOGIN=1 is refused in production (DEPLOY_ENV/VERCEL_ENV=production).");
}

function pem(value: string | undefined) {
  return value?.replace(/\\n/g, "\n");
}

/**
 * Options for `clerkMiddleware`. The secret key stays in the environment (CLERK_SECRET_KEY): passed
 * as an option Clerk would need CLERK_ENCRYPTION_KEY to hand it on to route handlers.
 */
export const clerkConfig = {
  publishableKey:
    env.CLERK_PUBLISHABLE_KEY ??
    env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ??
    (devLoginEnabled ? DEV_PUBLISHABLE_KEY : undefined),
  jwtKey: pem(env.CLERK_JWT_KEY) ?? (devLoginEnabled ? DEV_ONLY_JWT_PUBLIC_KEY : undefined),
  authorizedParties: (env.CLERK_AUTHORIZED_PARTIES ?? env.APP_URL ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean),
};

/** Clerk's id for a development account: stable per username so sign-ins map to the same row. */
export function devClerkId(username: string) {
  return `user_dev_${username.toLowerCase()}`;
}
