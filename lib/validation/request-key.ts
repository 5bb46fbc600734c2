import { z } from "zod";
import { REQUEST_KEY_HEADER } from "@/lib/http/request-key";

export const requestKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores")
  .optional();

/** The request's Idempotency-Key, if it sent one; a malformed one is refused (ZodError: 400). */
export function requestKeyOf(headers: Headers) {
  return requestKeySchema.parse(headers.get(REQUEST_KEY_HEADER) ?? undefined);
}
