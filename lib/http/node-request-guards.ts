import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { apiPathOf, isApiPath } from "./api-paths";
import { methodsServedAt } from "./api-routes";
import { bodyLimitFor, uploadKindOf } from "./body-limits";
import { badRequest, errorBody, HttpError, payloadTooLarge } from "./errors";
import { routerStateProblem } from "./router-state";
import { withOutageStatus } from "./outage-status";
import { fileTooLarge, formatFileSize, IMAGE_UPLOAD_RULES } from "@/lib/media/image-rules";
import { env } from "@/lib/env";

/**
 * Refusals made on Node's HTTP server before Next.js sees a request. With proxy.ts present, Next
 * reads (and buffers) a request's whole body before proxy.ts or a route handler runs, so neither
 * can refuse a declared length over the limit without waiting for it, nor stop a body that
 * trickles in. Next also answers methods the fetch standard forbids (TRACE, TRACK, CONNECT) with a
 * plain 500, a method an API route does not serve with a bare 405 (no JSON, no `Allow`), and a
 * page's RSC request whose router state it cannot parse with 500 (a header it hides from
 * proxy.ts). Installed by instrumentation.ts on the production server; Vercel's platform does the
 * same work in front of functions, but for the router state and the API's JSON 405.
 */

const PAGE_METHODS = new Set(["GET", "HEAD"]);
const API_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

const bodyTimeoutMs = () => env.REQUEST_BODY_TIMEOUT_SECONDS * 1000;

function pathOf(req: IncomingMessage) {
  try {
    return new URL(req.url ?? "/", "http://app").pathname;
  } catch {
    return "/";
  }
}

function tooLargeError(apiPath: string, declaredLength: number) {
  const uploadKind = uploadKindOf(apiPath);
  if (!uploadKind) return payloadTooLarge("Request body is too large");
  const issue = fileTooLarge(formatFileSize(declaredLength), IMAGE_UPLOAD_RULES[uploadKind]);
  return new HttpError(issue.code, issue.message);
}

/**
 * Answers with the API's JSON error at once. Whatever body the client still sends is read and
 * dropped, never kept. The connection stays open meanwhile (closing it would cut off a client that
 * is still writing before it reads the answer) until the body ends or the body timeout passes.
 */
function refuse(req: IncomingMessage, res: ServerResponse, error: HttpError, headers: Record<string, string> = {}) {
  const body = JSON.stringify(errorBody(error));
  res.writeHead(error.status, { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
  req.resume();
}

/** A body still arriving after the timeout is abandoned: 408 if nothing was answered yet, else the connection is closed. */
function limitBodyTime(req: IncomingMessage, res: ServerResponse) {
  if (!(Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"])) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) req.socket.destroy();
    else {
      refuse(req, res, new HttpError("REQUEST_TIMEOUT", "The request body took too long to arrive"));
      res.once("finish", () => req.socket.destroy());
    }
  }, bodyTimeoutMs());
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

/** Whether the request was refused here (and answered); otherwise Next handles it. */
export function refuseBeforeNext(req: IncomingMessage, res: ServerResponse) {
  limitBodyTime(req, res);
  const method = req.method ?? "GET";
  const path = pathOf(req);
  const allowed = isApiPath(path) ? new Set(methodsServedAt(apiPathOf(path)) ?? API_METHODS) : PAGE_METHODS;
  if (!allowed.has(method)) {
    const allow = [...allowed].join(", ");
    refuse(req, res, new HttpError("METHOD_NOT_ALLOWED", `${method} is not allowed here. Allowed: ${allow}`), { allow });
    return true;
  }
  const routerProblem = isApiPath(path) ? null : routerStateProblem(req.headers);
  if (routerProblem) {
    refuse(req, res, badRequest(routerProblem));
    return true;
  }
  const declaredLength = Number(req.headers["content-length"] ?? 0);
  const apiPath = apiPathOf(path);
  if (declaredLength > bodyLimitFor(apiPath)) {
    refuse(req, res, tooLargeError(apiPath, declaredLength));
    return true;
  }
  return false;
}

let installed = false;

/** Puts {@link refuseBeforeNext} in front of every HTTP server of this process. */
export function installRequestGuards() {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return Reflect.apply(emit, this, [event, ...args]);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (refuseBeforeNext(req, res)) return true;
    const forward = () => Reflect.apply(emit, this, [event, ...args]) as boolean;
    return isApiPath(pathOf(req)) ? forward() : withOutageStatus(res, forward);
  } as typeof emit;
}
