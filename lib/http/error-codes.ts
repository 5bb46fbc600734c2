/**
 * Every error code the API answers with, and the HTTP status it comes with (DESIGN.md "API
 * conventions"). One contract for the server (`HttpError`) and the browser (`ApiError.code`):
 * client logic branches on these codes, never on a message's words. No server-only imports, so
 * client components may use it.
 */
export const ERROR_CODES = {
  INVALID_INPUT: 400,
  INVALID_SIGNATURE: 400,
  PAYMENT_REQUEST_INVALID: 400,
  IMAGE_REQUIRED: 400,
  EXECUTABLE_CONTENT: 400,
  FORMAT_NOT_ALLOWED: 400,
  EMPTY_OR_CORRUPTED: 400,
  TOO_MANY_FILES: 400,
  DIMENSIONS_TOO_LARGE: 400,
  DIMENSIONS_TOO_SMALL: 400,
  UNREADABLE_DIMENSIONS: 400,
  EXTENSION_MISMATCH: 400,
  ANIMATION_TOO_LARGE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  UPGRADE_REQUIRED: 403,
  BANNED: 403,
  CROSS_SITE_REQUEST: 403,
  THREAD_LOCKED: 403,
  EDIT_WINDOW_CLOSED: 403,
  POLL_ENDED: 403,
  BLOCKED: 403,
  PICKS_LOCKED: 403,
  NOT_A_VERIFIED_FIGHTER: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ALREADY_VOTED: 409,
  ALREADY_REACTED: 409,
  ALREADY_SUBSCRIBED: 409,
  ALREADY_BANNED: 409,
  POTD_ALREADY_USED: 409,
  POTD_ALREADY_MARKED: 409,
  MONTH_NOT_OVER: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  TOTAL_TOO_LARGE: 413,
  UNUSUALLY_LARGE: 413,
  RATE_LIMITED: 429,
  SLOW_MODE: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}
