/**
 * The Idempotency-Key a browser sends with a request that creates (a thread, a reply): a retry of
 * the same submission after a lost answer carries the same key, and the server answers with what
 * the first attempt created instead of making a second copy (lib/http/remembered-requests.ts; the
 * header's schema: lib/validation/request-key.ts). No zod and no server-only imports: the forms
 * load it with their first script.
 */
export const REQUEST_KEY_HEADER = "Idempotency-Key";

/**
 * A form's keys: the same one while the member submits the same body again (a retry), a new one
 * for another body and after a success. Random bytes from `getRandomValues`, which pages served
 * over plain http (a phone on the local network) have too, unlike `randomUUID`.
 */
export function submissionKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown) {
      const serialized = JSON.stringify(body);
      if (last?.body !== serialized) {
        const bytes = crypto.getRandomValues(new Uint8Array(16));
        last = { body: serialized, key: Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("") };
      }
      return last.key;
    },
    /** The submission went through: the next one is a new request, even with the same body. */
    succeeded() {
      last = null;
    },
  };
}
