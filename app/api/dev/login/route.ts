import { NextResponse } from "next/server";
import { assertDevLoginEnabled, devSessionToken, setSessionCookies } from "@/lib/auth/dev-login";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { handler } from "@/lib/http/handler";
import { devLoginQuerySchema } from "@/lib/validation/users";

/** Development sign-in: GET /api/dev/login?as=USERNAME&redirect_url=/path (AUTH_DEV_LOGIN=1 only). */
export const GET = handler({ access: "public", query: devLoginQuerySchema, rateLimit: "dev_signin" }, async ({ req, query }) => {
  assertDevLoginEnabled();
  const token = await devSessionToken(query.as, req);
  const response = NextResponse.redirect(new URL(safeRedirectPath(query.redirect_url ?? null), req.url));
  return setSessionCookies(response, token, req);
});
