/**
 * How long a page whose live stream could not open (the server answered an error: a deploy, an
 * outage) waits before trying a stream again. It polls meanwhile, so a brief outage costs a minute
 * of polling, not live updates for as long as the page stays open (a fight night's thread).
 */
export const STREAM_RETRY_MS = 60_000;
