import type { ZodType } from "zod";

export type InputCheck<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Checks a form's input against the zod schema its API call is parsed with on the server. The
 * schema module is loaded on the first submit, so zod stays out of the page's first load.
 */
export async function validateInput<T>(loadSchema: () => Promise<ZodType<T>>, input: unknown): Promise<InputCheck<T>> {
  let schema: ZodType<T>;
  try {
    schema = await loadSchema();
  } catch {
    return { ok: false, message: "Could not check your input. Check your connection and try again." };
  }
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid input" };
}
