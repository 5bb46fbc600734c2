/** Browser-side calls to our API: JSON in and out, errors carry the server's code and message. */
import type { ErrorCode } from "@/lib/http/error-codes";

/** A server error code, or NETWORK_ERROR when no answer arrived at all. */
export type ApiErrorCode = ErrorCode | "NETWORK_ERROR";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | undefined,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** An answer's body as JSON (or text), and for a failed status the ApiError to throw. */
export function readApiAnswer(status: number, statusText: string, text: string) {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (status >= 200 && status < 300) return { body, error: null };
  const data = (typeof body === "object" && body ? body : {}) as { message?: string; error?: string; code?: unknown };
  const message = data.message ?? data.error ?? `Error: ${status} ${statusText}`;
  // Taken as the server sent it: the browser only compares codes with names it knows, so a code it
  // does not (a newer server's) matches no branch, and the table of codes stays out of every page's script.
  const code = typeof data.code === "string" ? (data.code as ErrorCode) : undefined;
  return { body, error: new ApiError(status, code, message, body) };
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? init.headers : { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  const { body, error } = readApiAnswer(response.status, response.statusText, await response.text());
  if (error) throw error;
  return body as T;
}

/** The message to show for a failed call: the server's, else the action's fallback text. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
