/** An error with the HTTP status, code and human message the API answers with (DESIGN.md "API conventions"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "INVALID_INPUT") => new HttpError(400, code, message);
export const unauthorized = (message = "You must be signed in") => new HttpError(401, "UNAUTHORIZED", message);
export const forbidden = (message: string, code = "FORBIDDEN") => new HttpError(403, code, message);
export const upgradeRequired = (message = "You need to upgrade your plan to access this feature.") =>
  new HttpError(403, "UPGRADE_REQUIRED", message);
export const notFound = (message: string) => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string, code = "CONFLICT") => new HttpError(409, code, message);
export const payloadTooLarge = (message: string) => new HttpError(413, "PAYLOAD_TOO_LARGE", message);
export const serviceUnavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new HttpError(503, "SERVICE_UNAVAILABLE", message);

export function errorBody(error: HttpError) {
  return { error: error.code, message: error.message, code: error.code };
}
