import type { ZodType } from "zod";

/** `path` names the field the message is about, as zod does (e.g. ["socialLinks", "twitter"]). */
export type InputCheck<T> = { ok: true; data: T } | { ok: false; message: string; path: PropertyKey[] };

/**
 * Checks a form's input against the zod schema its API call is parsed with on the server. The
 * schema module is loaded on the first submit, so zod stays out of the page's first load.
 */
export async function validateInput<T>(loadSchema: () => Promise<ZodType<T>>, input: unknown): Promise<InputCheck<T>> {
  let schema: ZodType<T>;
  try {
    schema = await loadSchema();
  } catch {
    return { ok: false, message: "Could not check your input. Check your connection and try again.", path: [] };
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, message: issue?.message ?? "Invalid input", path: issue?.path ?? [] };
}
