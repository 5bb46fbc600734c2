/** Browser-side calls to our API: JSON in and out, errors carry the server's code and message. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const data = (typeof body === "object" && body ? body : {}) as { message?: string; error?: string; code?: string };
    const message = data.message ?? data.error ?? `Error: ${response.status} ${response.statusText}`;
    throw new ApiError(response.status, data.code, message, body);
  }
  return body as T;
}

/** The message to show for a failed call: the server's, else the action's fallback text. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
