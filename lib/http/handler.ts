import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { getViewer, type Viewer } from "@/lib/auth/viewer";
import {
  HttpError,
  badRequest,
  errorBody,
  forbidden,
  payloadTooLarge,
  serviceUnavailable,
  unauthorized,
  upgradeRequired,
} from "./errors";
import { isDatabaseUnavailable } from "./database-errors";
import { QUERY_COUNT_HEADER_NAME, queryCountEnabled, withQueryCount } from "./query-count";
import { consumeRateLimit, RateLimitedError, rateLimitSubject, type RateLimitName } from "./rate-limit";

type Access = "public" | "signedIn" | "paid" | "staff";
type SignedInViewer = NonNullable<Viewer>;

interface HandlerOptions<TBody extends ZodType | undefined, TQuery extends ZodType | undefined> {
  /** Who may call: anyone, a signed-in member, a paid member (403 UPGRADE_REQUIRED), or staff. */
  access: Access;
  /** The 401 message when signed out, e.g. "You must be logged in to vote". */
  signedOutMessage?: string;
  body?: TBody;
  query?: TQuery;
  maxBodyBytes?: number;
  /** Abuse limit counted before the call runs (lib/http/rate-limit.ts). */
  rateLimit?: RateLimitName;
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

interface HandlerContext<TBody, TQuery, TAccess extends Access> {
  req: NextRequest;
  viewer: TAccess extends "public" ? Viewer : SignedInViewer;
  body: TBody;
  query: TQuery;
  params: Record<string, string>;
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

async function readJsonBody(req: NextRequest, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge("Request body is too large");
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw payloadTooLarge("Request body is too large");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every cross-site POST: refuse those, so another
 * site cannot act with a member's cookies. Calls without them (server to server) are unaffected.
 */
function assertSameSite(req: NextRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  const appOrigin = process.env.APP_URL ? new URL(process.env.APP_URL).origin : null;
  const crossSite = req.headers.get("sec-fetch-site") === "cross-site";
  if (crossSite || (origin && origin !== req.nextUrl.origin && origin !== appOrigin)) {
    throw forbidden("Cross-site requests are not allowed", "CROSS_SITE_REQUEST");
  }
}

/** The documented calls send `userId` in the body; it is accepted only when it names the session user. */
function assertBodyUserIsViewer(body: unknown, viewer: Viewer) {
  if (!viewer || typeof body !== "object" || body === null || !("userId" in body)) return;
  const { userId } = body as { userId: unknown };
  if (userId === undefined || userId === null || userId === viewer.id || userId === viewer.clerkId) return;
  throw forbidden("userId does not match the signed-in user");
}

export function toErrorResponse(error: unknown) {
  if (error instanceof RateLimitedError) {
    return NextResponse.json(errorBody(error), { status: 429, headers: { "retry-after": String(error.retryAfterSeconds) } });
  }
  if (error instanceof HttpError) return NextResponse.json(errorBody(error), { status: error.status });
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return NextResponse.json(errorBody(badRequest(issue?.message ?? "Invalid input")), { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable: ${(error as Error).message}`);
    return NextResponse.json(errorBody(serviceUnavailable()), { status: 503 });
  }
  console.error(`[api] unexpected error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  return NextResponse.json(
    { error: "INTERNAL_ERROR", message: "Something went wrong. Please try again later.", code: "INTERNAL_ERROR" },
    { status: 500 },
  );
}

/**
 * The one wrapper for route handlers: resolves the viewer, applies the access gate, parses the
 * JSON body and query with zod, runs the data-layer call and maps every error to JSON. With
 * QUERY_COUNT_HEADER=1 each answer says how many SQL statements it took (`x-query-count`).
 */
export function handler<
  TAccess extends Access,
  TBody extends ZodType | undefined = undefined,
  TQuery extends ZodType | undefined = undefined,
>(
  options: HandlerOptions<TBody, TQuery> & { access: TAccess },
  run: (ctx: HandlerContext<Infer<TBody>, Infer<TQuery>, TAccess>) => Promise<unknown>,
) {
  async function respond(req: NextRequest, route: { params: Promise<Record<string, string>> }) {
    try {
      assertSameSite(req);
      const viewer = await getViewer();
      if (options.access !== "public") {
        if (!viewer) throw unauthorized(options.signedOutMessage);
        if (options.access === "paid") {
          if (viewer.isBanned) throw forbidden("Your account has been banned from posting.", "BANNED");
          if (!viewer.isPaid) throw upgradeRequired();
        }
        if (options.access === "staff" && !viewer.isStaff) {
          throw forbidden("Only moderators and admins can do this.");
        }
      }
      if (options.rateLimit) await consumeRateLimit(options.rateLimit, rateLimitSubject(viewer?.id, req.headers));
      const rawBody = options.body ? await readJsonBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) : undefined;
      assertBodyUserIsViewer(rawBody, viewer);
      const body = options.body ? options.body.parse(rawBody) : undefined;
      const query = options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const params = (await route.params) ?? {};
      const result = await run({ req, viewer, body, query, params } as HandlerContext<
        Infer<TBody>,
        Infer<TQuery>,
        TAccess
      >);
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error);
    }
  }

  if (!queryCountEnabled) return respond;
  return async (req: NextRequest, route: { params: Promise<Record<string, string>> }) => {
    const { result: response, queries } = await withQueryCount(() => respond(req, route));
    response.headers.set(QUERY_COUNT_HEADER_NAME, String(queries));
    return response;
  };
}
