/** Runs once when the server starts: refuses a production start with the development sign-in on. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("@/lib/auth/config");
}
