import { assertDevLoginEnabled, devSessionToken } from "@/lib/auth/dev-login";
import { handler } from "@/lib/http/handler";
import { devTokenSchema } from "@/lib/validation/users";

/** Development token for `Authorization: Bearer` calls: POST {"username": "..."} (AUTH_DEV_LOGIN=1 only). */
export const POST = handler({ access: "public", body: devTokenSchema, rateLimit: "dev_signin" }, async ({ req, body }) => {
  assertDevLoginEnabled();
  return { token: await devSessionToken(body.username, req) };
});
