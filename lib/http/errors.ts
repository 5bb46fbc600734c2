import { ERROR_CODES, type ErrorCode } from "./error-codes";

/** An error with the code, HTTP status and human message the API answers with (DESIGN.md "API conventions"). */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

type CodeWithStatus<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code] extends Status ? Code : never;
}[ErrorCode];

export const badRequest = (message: string, code: CodeWithStatus<400> = "INVALID_INPUT") => new HttpError(code, message);
export const unauthorized = (message = "You must be signed in") => new HttpError("UNAUTHORIZED", message);
export const forbidden = (message: string, code: CodeWithStatus<403> = "FORBIDDEN") => new HttpError(code, message);
export const upgradeRequired = (message = "You need to upgrade your plan to access this feature.") =>
  new HttpError("UPGRADE_REQUIRED", message);
export const notFound = (message: string) => new HttpError("NOT_FOUND", message);
export const conflict = (message: string, code: CodeWithStatus<409> = "CONFLICT") => new HttpError(code, message);
export const payloadTooLarge = (message: string) => new HttpError("PAYLOAD_TOO_LARGE", message);
export const serviceUnavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new HttpError("SERVICE_UNAVAILABLE", message);

export function errorBody(error: HttpError) {
  return { error: error.code, message: error.message, code: error.code };
}
