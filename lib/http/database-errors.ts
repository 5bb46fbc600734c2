/** A driver adapter's account of a failure: PostgreSQL's SQLSTATE, or its kind when there is none. */
type AdapterCause = { originalCode?: unknown; kind?: unknown };
type WrappedError = { code?: unknown; cause?: AdapterCause; meta?: { driverAdapterError?: { cause?: AdapterCause } } };

/**
 * The error's codes: Prisma's (P1001 ...) or a driver's (ECONNREFUSED, SQLSTATE), and the driver
 * adapter's SQLSTATE or kind of failure (such as ConnectionClosed), read from the adapter's own
 * error (`cause`) or from Prisma's wrapping of it (`meta.driverAdapterError.cause`).
 */
function codesOf(error: Error) {
  const { code, cause, meta } = error as WrappedError;
  const causes = [cause, meta?.driverAdapterError?.cause];
  return [code, ...causes.flatMap((adapterCause) => [adapterCause?.originalCode, adapterCause?.kind])].filter((value): value is string => typeof value === "string");
}

const LOST_CONNECTION_CODES = [
  "57P01", // terminating connection: an administrator's pg_terminate_backend, a failover, a pooler restart
  "57P02", // terminating connection: crash shutdown
  "57P05", // terminating connection: idle-session timeout
  "08003", // connection does not exist
  "08006", // connection failure
  "ECONNRESET",
  "EPIPE",
  "ConnectionClosed", // the adapter's kind for a pooled connection the server had closed: "Server has closed the connection."
];

const UNAVAILABLE_CODES = [
  ...LOST_CONNECTION_CODES,
  "P1001", // can't reach the database server
  "P1002", // the server timed out
  "P1017", // the server closed the connection
  "P2028", // a transaction could not start, or ran out of time, waiting for a connection or a lock
  "ECONNREFUSED",
  "40P01", // deadlock detected: row locks follow one order (lib/row-locks.ts), so only a safety net
  "55P03", // lock not available
  "53300", // too many connections
  "57P03", // cannot connect now: the database system is starting up or shutting down
  "08000", // connection exceptions
  "08001",
  "08004",
  // the driver adapter's kinds, for failures PostgreSQL never answered (a P2010 with code N/A)
  "DatabaseNotReachable",
  "SocketTimeout",
  "TooManyConnections",
];

/**
 * True for errors that mean the database cannot be reached or cannot keep up (not a bad query):
 * answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "PrismaClientInitializationError") return true;
  if (codesOf(error).some((code) => UNAVAILABLE_CODES.includes(code))) return true;
  return /ECONNREFUSED|ECONNRESET|Connection terminated|connection error|not queryable|Client was closed|connection timeout|timeout exceeded when trying to connect|Can't reach database|terminating connection|Server has closed the connection|database system is (starting up|shutting down)/i.test(
    error.message,
  );
}

/**
 * True when the connection a statement went on was lost (not refused, not timed out waiting for
 * one): the same statement may succeed on another connection. A pg error, as `pool.query` rejects,
 * or Prisma's driver adapter's (its `cause` holds the SQLSTATE, or says the connection closed).
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (codesOf(error).some((code) => LOST_CONNECTION_CODES.includes(code))) return true;
  return /Connection terminated unexpectedly|encountered a connection error/i.test(error.message);
}

/** True when a write broke a unique constraint (Prisma P2002): a one-per-user rule raced and lost. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === "P2002";
}

/**
 * True when a write referenced a row that no longer exists (Prisma P2003, SQLSTATE 23503): a thread
 * or reply deleted between the request's check and its write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Error && codesOf(error).some((code) => code === "P2003" || code === "23503");
}

/**
 * A write whose target was checked before it: if the target was deleted meanwhile, the request gets
 * `gone()` (the answer it would have had a moment later), not a 500.
 */
export async function unlessDeletedMeanwhile<T>(write: Promise<T>, gone: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw gone();
    throw error;
  }
}

const UNSTORABLE_TEXT_CODES = ["22021", "22P05"];

/**
 * PostgreSQL refused text it cannot store (a NUL byte, a character with no UTF-8 form): the
 * request's fault, so 400. Request text is checked before it gets here; this is the safety net.
 */
export function isUnstorableText(error: unknown): boolean {
  return error instanceof Error && codesOf(error).some((code) => UNSTORABLE_TEXT_CODES.includes(code));
}
