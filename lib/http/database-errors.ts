/** True for errors that mean the database cannot be reached (not a bad query): answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const name = error.name ?? "";
  const code = (error as { code?: unknown }).code;
  if (name === "PrismaClientInitializationError") return true;
  if (typeof code === "string" && ["P1001", "P1002", "P1017", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03"].includes(code)) {
    return true;
  }
  return /ECONNREFUSED|Connection terminated|connection timeout|Can't reach database|terminating connection/i.test(
    error.message,
  );
}

/** True when a write broke a unique constraint (Prisma P2002): a one-per-user rule raced and lost. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === "P2002";
}

const UNSTORABLE_TEXT_CODES = ["22021", "22P05"];

/**
 * PostgreSQL refused text it cannot store (a NUL byte, a character with no UTF-8 form): the
 * request's fault, so 400. Request text is checked before it gets here; this is the safety net.
 * Prisma wraps PostgreSQL's SQLSTATE in `meta.driverAdapterError.cause.originalCode`.
 */
export function isUnstorableText(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, meta } = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  const originalCode = meta?.driverAdapterError?.cause?.originalCode;
  return UNSTORABLE_TEXT_CODES.includes(String(code)) || UNSTORABLE_TEXT_CODES.includes(String(originalCode));
}
