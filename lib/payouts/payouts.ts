import "server-only";
import { assertAdmin } from "@/lib/auth/permissions";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/errors";
import { freezeStatement, readStatement, type MonthStatement } from "./month-statement";
import { isMonthOver } from "./month";
import { sendWaitingTransfers } from "./transfers";

const ADMIN_ONLY = "Only admins can see and close payout statements.";

/** GET /api/admin/payouts?month=: the month's statement, frozen once closed, else as it stands now. */
export async function getPayoutStatement(month: string, viewer: SignedInViewer) {
  assertAdmin(viewer, ADMIN_ONLY);
  return db.$transaction((tx) => readStatement(tx, month));
}

/**
 * POST /api/admin/payouts/{month}/close: freezes the month's statement (once: closing again, even at
 * the same moment, changes nothing) and sends each connected fighter's transfer; the others wait
 * until they connect. A closed month is answered again with any transfer still waiting retried.
 */
export async function closePayoutMonth(month: string, viewer: SignedInViewer) {
  assertAdmin(viewer, ADMIN_ONLY);
  if (!isMonthOver(month)) {
    throw conflict(`${month} is not over yet: a month can be closed from the first day of the next month (UTC).`, "MONTH_NOT_OVER");
  }
  // Concurrent closes queue on the payouts lock, each in its own transaction: wait for a connection and the lock.
  const closedNow = await db.$transaction((tx) => freezeStatement(tx, month, viewer.id), { maxWait: 15_000, timeout: 30_000 });
  await sendWaitingTransfers({ month });
  return { closedNow, statement: await getPayoutStatement(month, viewer) };
}

type Line = MonthStatement["fighters"][number];

const CSV_COLUMNS: readonly (readonly [string, (line: Line, month: string) => string | number])[] = [
  ["month", (_line, month) => month],
  ["user_id", (line) => line.userId],
  ["username", (line) => line.username],
  ["threads", (line) => line.threads],
  ["replies", (line) => line.replies],
  ["likes_received", (line) => line.likesReceived],
  ["potd_received", (line) => line.potdReceived],
  ["pickem_points", (line) => line.pickemPoints],
  ["activity_score", (line) => line.activityScore],
  ["share_cents", (line) => line.shareCents],
  ["claims_cents", (line) => line.claimsCents],
  ["amount_cents", (line) => line.amountCents],
  ["payout_status", (line) => line.payoutStatus],
];

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string | number) {
  const text = typeof value === "number" ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The statement's fighter rows as CSV (one header line), amounts in cents. */
export function statementCsv(statement: MonthStatement) {
  const header = CSV_COLUMNS.map(([name]) => name).join(",");
  const rows = statement.fighters.map((line) => CSV_COLUMNS.map(([, value]) => csvField(value(line, statement.month))).join(","));
  return [header, ...rows].join("\r\n") + "\r\n";
}
