/** SPEC.md section 9: tooltips open after 700 ms; moving to another within 300 ms opens it at once. */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long to wait before opening a tooltip, given when the last one closed. */
export function tooltipOpenDelay(now: number, lastClosedAt: number) {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
