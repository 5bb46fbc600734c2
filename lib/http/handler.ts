import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError, type ZodType } from "zod";
import { assertAdmin, assertMayPublish, assertStaff } from "@/lib/auth/permissions";
import { getApiViewer, memberStillExists, type Viewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";
import { errorLine } from "@/lib/logging/error-line";
import { requestKeyOf } from "@/lib/validation/request-key";
import {
  HttpError,
  badRequest,
  conflict,
  errorBody,
  forbidden,
  payloadTooLarge,
  serviceUnavailable,
  unauthorized,
} from "./errors";
import { isDatabaseUnavailable, isForeignKeyViolation, isUnstorableText } from "./database-errors";
import { QUERY_COUNT_HEADER_NAME, queryCountEnabled, withQueryCount } from "./query-count";
import { BODY_LIMITS } from "./body-limits";
import { requestHost } from "./client-address";
import { readTextAtMost } from "./read-body";
import { addressProblem, isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";
import {
  consumeRateLimit,
  purgeExpiredBucketsWhenDue,
  RateLimitedError,
  rateLimitSubject,
  type RateLimitName,
} from "./rate-limit";

type Access = "public" | "signedIn" | "paid" | "staff" | "admin";
type SignedInViewer = NonNullable<Viewer>;

interface HandlerOptions<TBody extends ZodType | undefined, TQuery extends ZodType | undefined> {
  /** Who may call: anyone, a signed-in member, a paid member (403 UPGRADE_REQUIRED), staff, or admins. */
  access: Access;
  /** The 401 message when signed out, e.g. "You must be logged in to vote". */
  signedOutMessage?: string;
  body?: TBody;
  query?: TQuery;
  maxBodyBytes?: number;
  /** The route reads the request body itself (multipart uploads, signed webhooks). */
  rawBody?: boolean;
  /** Abuse limit counted before the call runs (lib/http/rate-limit.ts). */
  rateLimit?: RateLimitName;
  /** The call creates, and takes an Idempotency-Key (lib/http/request-key.ts) as `requestKey`. */
  requestKey?: boolean;
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

interface HandlerContext<TBody, TQuery, TAccess extends Access> {
  req: NextRequest;
  viewer: TAccess extends "public" ? Viewer : SignedInViewer;
  body: TBody;
  query: TQuery;
  params: Record<string, string>;
  /** The Idempotency-Key the request sent, on routes with `requestKey`. */
  requestKey: string | undefined;
}

/** Parses JSON, refusing any key or string the database could not store as given. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => {
      if (!isStorableText(key) || (typeof value === "string" && !isStorableText(value))) throw badRequest(UNSTORABLE_TEXT_MESSAGE);
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest("Request body must be valid JSON");
  }
}

/** The JSON object a mutating call sends (an empty body counts as `{}`), at most `maxBytes` long. */
async function readJsonBody(req: NextRequest, maxBytes: number): Promise<Record<string, unknown>> {
  const text = await readTextAtMost(req, maxBytes, () => payloadTooLarge("Request body is too large"));
  if (text.trim() === "") return {};
  const body = parseJson(text);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  return body as Record<string, unknown>;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every cross-site POST: refuse those, so another
 * site cannot act with a member's cookies. Same-site is the host the browser addressed (any host
 * name the app answers on: 127.0.0.1, a preview deployment) or APP_URL's. Calls without these
 * headers (server to server) are unaffected.
 */
function assertSameSite(req: NextRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = req.headers.get("origin");
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  const appHost = env.APP_URL ? new URL(env.APP_URL).host : null;
  if (originHost !== requestHost(req.headers) && originHost !== appHost) throw crossSite();
}

const crossSite = () => forbidden("Cross-site requests are not allowed", "CROSS_SITE_REQUEST");

/** The documented calls send `userId` in the body; it is accepted only when it names the session user. */
function assertBodyUserIsViewer(body: unknown, viewer: Viewer) {
  if (!viewer || typeof body !== "object" || body === null || !("userId" in body)) return;
  const { userId } = body as { userId: unknown };
  if (userId === undefined || userId === null || userId === viewer.id || userId === viewer.clerkId) return;
  throw forbidden("userId does not match the signed-in user");
}

const DELETED_MEANWHILE_MESSAGE = "What this refers to was deleted meanwhile. Reload the page and try again.";

/** One line per failed request: no stack trace, and a multi-line driver message folded onto the line. */
function logFailure(label: string, error: unknown) {
  console.error(`[api] ${label}: ${errorLine(error)}`);
}

export function toErrorResponse(error: unknown) {
  if (error instanceof RateLimitedError) {
    return NextResponse.json({ ...errorBody(error), retryAfterSeconds: error.retryAfterSeconds }, { status: 429, headers: { "retry-after": String(error.retryAfterSeconds) } });
  }
  if (error instanceof HttpError) return NextResponse.json(errorBody(error), { status: error.status });
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return NextResponse.json(errorBody(badRequest(issue?.message ?? "Invalid input")), { status: 400 });
  }
  if (isUnstorableText(error)) return NextResponse.json(errorBody(badRequest(UNSTORABLE_TEXT_MESSAGE)), { status: 400 });
  // Writes check their targets first (404); this is the safety net for one deleted in between.
  if (isForeignKeyViolation(error)) {
    logFailure("deleted meanwhile", error);
    return NextResponse.json(errorBody(conflict(DELETED_MEANWHILE_MESSAGE)), { status: 409 });
  }
  if (isDatabaseUnavailable(error)) {
    logFailure("database unavailable", error);
    return NextResponse.json(errorBody(serviceUnavailable()), { status: 503 });
  }
  logFailure("unexpected error", error);
  const internal = new HttpError("INTERNAL_ERROR", "Something went wrong. Please try again later.");
  return NextResponse.json(errorBody(internal), { status: internal.status });
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
    let viewer: Viewer = null;
    try {
      const problem = addressProblem(req.nextUrl);
      if (problem) throw badRequest(problem);
      assertSameSite(req);
      ({ viewer } = await getApiViewer(req));
      if (options.access !== "public") {
        if (!viewer) throw unauthorized(options.signedOutMessage);
        if (options.access === "paid") assertMayPublish(viewer);
        if (options.access === "staff") assertStaff(viewer);
        if (options.access === "admin") assertAdmin(viewer);
      }
      // Every mutating call's body is read and checked, even where the route needs no fields.
      const readsJson = !SAFE_METHODS.has(req.method) && !options.rawBody;
      const rawBody = readsJson ? await readJsonBody(req, options.maxBodyBytes ?? BODY_LIMITS.json) : undefined;
      assertBodyUserIsViewer(rawBody, viewer);
      const body = options.body ? options.body.parse(rawBody) : undefined;
      const query = options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const requestKey = options.requestKey ? requestKeyOf(req.headers) : undefined;
      // Counted once the input is valid: a refused submission uses up no budget.
      if (options.rateLimit) {
        await consumeRateLimit(options.rateLimit, rateLimitSubject(viewer?.id, req.headers));
        purgeExpiredBucketsWhenDue();
      }
      const params = (await route.params) ?? {};
      const result = await run({ req, viewer, body, query, params, requestKey } as HandlerContext<
        Infer<TBody>,
        Infer<TQuery>,
        TAccess
      >);
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      // The member's own account was erased while this ran (a write then breaks its foreign key):
      // the session has ended, as the next request would say.
      if (viewer && isForeignKeyViolation(error) && !(await memberStillExists(viewer.id).catch(() => true))) {
        return toErrorResponse(unauthorized(options.signedOutMessage));
      }
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
