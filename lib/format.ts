/** Display formatting shared by server and client components (SPEC.md section 9). */
import { UNREAD_COUNT_CAP } from "@/lib/validation/limits";

const US_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

function toDate(value: string | Date) {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A US-format date: "Mar 5, 2024". */
export function formatDate(value: string | Date) {
  const date = toDate(value);
  return date ? US_DATE.format(date) : "Invalid date";
}

const EVENT_TIME = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** When an event starts, the same on the server and in every browser: "Sat, Dec 12, 2026, 10:00 PM UTC". */
export function formatEventTime(value: string | Date) {
  const date = toDate(value);
  return date ? `${EVENT_TIME.format(date)} UTC` : "Invalid date";
}

/** Lists and cards: "s ago", "m ago", "h ago", "d ago" under 30 days, else "Mar 5, 2024". */
export function formatRelativeTime(value: string | Date, now: Date = new Date()) {
  const date = toDate(value);
  if (!date) return "Invalid date";
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  if (seconds < 30 * 86_400) return `${Math.floor(seconds / 86_400)}d ago`;
  return US_DATE.format(date);
}

/** Thread card variant: "just now", "Nm ago", "Nh ago", "Nd ago" under 7 days, else a date. */
export function formatThreadTime(value: string | Date, now: Date = new Date()) {
  const date = toDate(value);
  if (!date) return "Invalid date";
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))}d ago`;
  return US_DATE.format(date);
}

/** 999 → "999", 1000 → "1.0k", 1,500,000 → "1.5M"; a missing value → "-". */
export function formatCount(value: number | null | undefined) {
  if (value === null || value === undefined || Number.isNaN(value)) return "-";
  if (Math.abs(value) >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1000) return `${(value / 1000).toFixed(1)}k`;
  return String(value);
}

/** A whole number with thousands separators: 12345 → "12,345". */
export function formatInteger(value: number) {
  return value.toLocaleString("en-US");
}

/** A ranking position, "-T" marking a tie (SPEC.md section 9): 3 → "3", tied 3 → "3-T". */
export function formatRank(position: number, isTied: boolean) {
  return isTied ? `${position}-T` : String(position);
}

/** The notification bell's badge: the count, capped at "99+" (SPEC.md section 9). */
export function formatUnreadBadge(count: number) {
  return count >= UNREAD_COUNT_CAP ? "99+" : String(count);
}

/** Cuts text longer than `max` characters and adds an ellipsis ("…" style "..."). */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Generic truncation (SPEC.md section 9): longer than 15 characters shows 12 plus "...". */
export function truncateDefault(text: string, limit = 15) {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A price held in cents, shown as dollars: 500 → "$5.00" (SPEC.md section 9). */
export function formatPrice(cents: number) {
  return USD.format(cents / 100);
}

/** How long until something may be tried again: seconds under a minute, then about how many minutes or hours. */
export function formatWait(seconds: number) {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return minutes === 1 ? "about a minute" : `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/** A count with its noun: "1 reply", "12 replies", "1.2K replies". */
export function formatQuantity(count: number, one: string, many: string) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** A poll's vote count in words: "1 vote", "12 votes", "1.2K votes". */
export const formatVotes = (count: number) => formatQuantity(count, "vote", "votes");
