const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps a member's choice for a year in a first-party cookie, so the server renders what they chose next time. */
export function rememberChoice(cookieName: string, value: string) {
  document.cookie = `${cookieName}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
