/** Statement months, written YYYY-MM and counted in UTC. Shared by the server and the admin page. */

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parts(month: string) {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`Not a YYYY-MM month: ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

function format(year: number, monthIndex: number) {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month a moment falls in (UTC). */
export function monthOf(date: Date) {
  return format(date.getUTCFullYear(), date.getUTCMonth());
}

export function addMonths(month: string, count: number) {
  const { year, monthIndex } = parts(month);
  return format(year, monthIndex + count);
}

/** The month's first instant and the next month's (exclusive end), UTC. */
export function monthRange(month: string) {
  const { year, monthIndex } = parts(month);
  return { start: new Date(Date.UTC(year, monthIndex, 1)), end: new Date(Date.UTC(year, monthIndex + 1, 1)) };
}

/** A month can be closed once it is over: from the first instant of the next month (UTC). */
export function isMonthOver(month: string, now = new Date()) {
  return monthRange(month).end.getTime() <= now.getTime();
}

/** "November 2026". */
export function monthLabel(month: string) {
  return monthRange(month).start.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** Cents as dollars: 12345 → "$123.45", -500 → "−$5.00". */
export function formatCents(cents: number) {
  const dollars = `$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return cents < 0 ? `−${dollars}` : dollars;
}
