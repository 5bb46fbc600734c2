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
