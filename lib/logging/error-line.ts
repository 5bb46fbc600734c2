const MAX_LINE_LENGTH = 500;

const fold = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * An error as one log line: name, code, message (whitespace folded, cut at 500 characters) and the
 * digest the error page shows, so a member's report can be matched to the log. Never a stack trace.
 */
export function errorLine(error: unknown) {
  if (!(error instanceof Error)) return fold(String(error)).slice(0, MAX_LINE_LENGTH);
  const { code, digest } = error as { code?: unknown; digest?: unknown };
  const name = code ? `${error.name} [${String(code)}]` : error.name;
  const line = `${name}: ${fold(error.message)}${digest ? ` (digest ${String(digest)})` : ""}`;
  return line.slice(0, MAX_LINE_LENGTH);
}

/**
 * In production every Error the server logs (Next.js logs page render errors with their stack and
 * any cause) becomes one line: stack traces do not belong in production logs, and one line per
 * failure keeps them readable.
 */
export function logErrorsOnOneLine() {
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => logError(...args.map((arg) => (arg instanceof Error ? errorLine(arg) : arg)));
}
