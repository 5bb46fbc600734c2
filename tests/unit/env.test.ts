import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("the server's configuration (lib/env.ts)", () => {
  it("fills in the defaults and treats empty values as unset", () => {
    const env = parseEnv({ APP_URL: "", DATABASE_POOL_SIZE: "", AUTH_DEV_LOGIN: "", STRIPE_SECRET_KEY: " " });
    expect(env).toMatchObject({
      APP_URL: undefined,
      appUrl: "http://localhost:3000",
      DATABASE_POOL_SIZE: 10,
      DATABASE_NO_PREPARED_STATEMENTS: false,
      REQUEST_BODY_TIMEOUT_SECONDS: 30,
      LIVE_STREAM_SECONDS: 280,
      AUTH_DEV_LOGIN: false,
      STRIPE_SECRET_KEY: undefined,
      isProductionDeployment: false,
      rateLimitOverrides: {},
    });
  });

  it("reads APP_URL once, without its trailing slash, and the flags and numbers as such", () => {
    const env = parseEnv({
      APP_URL: "https://fightforum.example/",
      AUTH_DEV_LOGIN: "1",
      TRUST_PROXY: "0",
      DATABASE_POOL_SIZE: "25",
      DATABASE_NO_PREPARED_STATEMENTS: "1",
      VERCEL_ENV: "production",
    });
    expect(env).toMatchObject({
      appUrl: "https://fightforum.example",
      AUTH_DEV_LOGIN: true,
      TRUST_PROXY: false,
      DATABASE_POOL_SIZE: 25,
      DATABASE_NO_PREPARED_STATEMENTS: true,
      isProductionDeployment: true,
    });
  });

  it("names every invalid variable in one message", () => {
    expect(() => parseEnv({ APP_URL: "fightforum.example", DATABASE_POOL_SIZE: "many", AUTH_DEV_LOGIN: "yes" })).toThrow(
      "Invalid environment: APP_URL must be an absolute URL (https://…); DATABASE_POOL_SIZE must be a number; AUTH_DEV_LOGIN must be 0 or 1.",
    );
    expect(() => parseEnv({ REQUEST_BODY_TIMEOUT_SECONDS: "-5" })).toThrow("REQUEST_BODY_TIMEOUT_SECONDS must be positive");
    expect(() => parseEnv({ CRON_SECRET: "guessable" })).toThrow("CRON_SECRET must be at least 16 characters");
  });

  it("collects the rate limit overrides that are well formed", () => {
    expect(parseEnv({ RATE_LIMIT_UPLOADS: "7/120", RATE_LIMIT_REACTIONS: "lots", RATE_LIMIT_THREADS_CREATE: "" }).rateLimitOverrides).toEqual({
      uploads: { limit: 7, windowSeconds: 120 },
    });
  });

  it("reads the forum's social accounts as addresses or handles, on the network's own site only", () => {
    expect(parseEnv({ SOCIAL_TWITTER: "@fightforum", SOCIAL_YOUTUBE: "https://www.youtube.com/@fightforum", SOCIAL_FACEBOOK: "" }).forumSocialLinks).toEqual({
      twitter: "https://x.com/fightforum",
      instagram: null,
      youtube: "https://www.youtube.com/@fightforum",
      facebook: null,
    });
    expect(() => parseEnv({ SOCIAL_INSTAGRAM: "https://instagram.com.evil.example/x" })).toThrow(
      "Invalid environment: SOCIAL_INSTAGRAM Instagram link must be a instagram.com address or a handle like @name.",
    );
  });
});
