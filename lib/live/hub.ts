import "server-only";
import { after } from "next/server";
import { Client } from "pg";
import { createClient } from "redis";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorLine } from "@/lib/logging/error-line";
import { nextMoment } from "./shared-read";

/**
 * Live updates across server instances (issue 20). A write announces the topics it changed
 * ("thread:<id>", "member:<id>", "event:<id>", "inbox:<id>") on a pub/sub channel every instance listens to:
 * PostgreSQL LISTEN/NOTIFY by default (listening needs a direct connection, not a pooled one:
 * DATABASE_URL_UNPOOLED, else DATABASE_URL), Redis pub/sub when REDIS_URL is set. An announcement
 * carries topics only, never content: each open stream reads what changed from the database as its
 * own viewer may see it (premium redaction included), so a lost or repeated announcement only
 * delays or repeats a read. After the transport reconnects every stream reads again.
 */

const CHANNEL = "ff_live";
const RECONNECT_MS = 1_000;
/** How long an announcement or a stream's first read waits for a first connection that neither comes nor fails. */
const CONNECT_WAIT_MS = 10_000;

/**
 * The most an announcement's payload holds: PostgreSQL's NOTIFY refuses 8,000 bytes or more, and a
 * reply to a thread with a few hundred followers announces a bell for each of them.
 */
const MAX_PAYLOAD_BYTES = 7_900;
const EMPTY_PAYLOAD_BYTES = JSON.stringify({ topics: [] }).length;

/** The topics as announcements' payloads, each once, in as few payloads as MAX_PAYLOAD_BYTES allows. */
export function announcementPayloads(topics: string[]) {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = EMPTY_PAYLOAD_BYTES;
  for (const topic of new Set(topics)) {
    // The topic as a JSON string, and the comma before it.
    const topicBytes = Buffer.byteLength(JSON.stringify(topic)) + 1;
    if (batch.length > 0 && bytes + topicBytes > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ topics: batch }));
      batch = [];
      bytes = EMPTY_PAYLOAD_BYTES;
    }
    batch.push(topic);
    bytes += topicBytes;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ topics: batch }));
  return payloads;
}

/** Called with the moment the announcement arrived (lib/live/shared-read.ts), the same for every listener of it. */
type Listener = (announcedAt: number) => void;

interface Transport {
  publish(payload: string): Promise<void>;
}

class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private transport: Promise<Transport> | null = null;
  private connected: Transport | null = null;
  private away = false;
  private readonly onAway = new Set<() => void>();

  /** Calls `listener` whenever `topic` is announced (or the transport reconnected); returns the unsubscribe. */
  subscribe(topic: string, listener: Listener) {
    const set = this.listeners.get(topic) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(topic, set);
    void this.connect().catch((error: unknown) => console.error(`Live updates could not connect: ${errorLine(error)}`));
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  async publish(topics: string[]) {
    if (topics.length === 0) return;
    // Not connected, its server away: every stream reads again once it is back.
    const transport = await this.connectedUnlessAway();
    if (transport) for (const payload of announcementPayloads(topics)) await transport.publish(payload);
  }

  /**
   * Resolves once this instance listens, so a stream's first read misses nothing announced after
   * it; or at once while the transport's server is away (Redis tries again for as long as it
   * takes), so the stream reads now, and again when the transport is back.
   */
  async ready() {
    await this.connectedUnlessAway();
  }

  /**
   * The transport once it has connected (its publish copes with a later outage); before that, the
   * connection, unless its server turns out to be away (an error from the client) or it takes more
   * than CONNECT_WAIT_MS: then null.
   */
  private async connectedUnlessAway(): Promise<Transport | null> {
    if (this.connected) return this.connected;
    if (this.away) return null;
    let stopWaiting = () => {};
    const away = new Promise<null>((resolve) => (stopWaiting = () => resolve(null)));
    const timer = setTimeout(stopWaiting, CONNECT_WAIT_MS).unref();
    this.onAway.add(stopWaiting);
    try {
      return await Promise.race([this.connect(), away]);
    } finally {
      clearTimeout(timer);
      this.onAway.delete(stopWaiting);
    }
  }

  /** The transport's server was lost (true) or is back (false), as its outage log tells. */
  private setAway(away: boolean) {
    this.away = away;
    if (away) for (const stopWaiting of this.onAway) stopWaiting();
  }

  private deliver(payload: string) {
    let topics: unknown;
    try {
      topics = (JSON.parse(payload) as { topics?: unknown }).topics;
    } catch {
      return;
    }
    if (!Array.isArray(topics)) return;
    const announcedAt = nextMoment();
    for (const topic of topics) for (const listener of this.listeners.get(String(topic)) ?? []) listener(announcedAt);
  }

  private deliverToAll() {
    const announcedAt = nextMoment();
    for (const set of this.listeners.values()) for (const listener of set) listener(announcedAt);
  }

  private connect() {
    this.transport ??= (env.REDIS_URL ? this.connectRedis(env.REDIS_URL) : this.connectPostgres()).then(
      (transport) => (this.connected = transport),
      (error: unknown) => {
        this.transport = null;
        throw error;
      },
    );
    return this.transport;
  }

  private async connectPostgres(): Promise<Transport> {
    const outage = outageLog("PostgreSQL", (away) => this.setAway(away));
    /** A LISTEN connection; its loss starts one chain of attempts, one a second, until one listens. */
    const listen = async (): Promise<void> => {
      // TCP keepalives, as the members cache's LISTEN has: a connection idle between fight nights
      // keeps its place in the NATs and proxies on the way, which drop idle ones without a word.
      const client = new Client({ connectionString: env.DATABASE_URL_UNPOOLED ?? env.DATABASE_URL, keepAlive: true });
      // A failed attempt rejects (its 'end' comes too, and must not start a second chain).
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        client.removeAllListeners();
        void client.end().catch(() => undefined);
        throw error;
      }
      let lost = false;
      // 'error' and 'end' both report one loss.
      const relisten = (error: unknown) => {
        if (lost) return;
        lost = true;
        outage.failed(error);
        client.removeAllListeners();
        void client.end().catch(() => undefined);
        retry();
      };
      client.removeAllListeners();
      client.on("notification", (message) => message.channel === CHANNEL && message.payload && this.deliver(message.payload));
      client.on("error", relisten);
      client.on("end", () => relisten(new Error("the connection ended")));
    };
    const retry = () => {
      setTimeout(() => {
        listen().then(
          () => outage.recovered() && this.deliverToAll(),
          (error: unknown) => {
            outage.failed(error);
            retry();
          },
        );
      }, RECONNECT_MS).unref();
    };
    await listen();
    return { publish: async (payload) => void (await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${payload})`) };
  }

  private async connectRedis(url: string): Promise<Transport> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    const outage = outageLog("Redis", (away) => this.setAway(away));
    // Back after an outage (or first connected after one) once both clients are: whatever was
    // announced meanwhile, or dropped by a publisher still reconnecting, is read again.
    const recoverOnceBothReady = () => publisher.isReady && subscriber.isReady && outage.recovered() && this.deliverToAll();
    for (const client of [publisher, subscriber]) {
      client.on("error", (error: unknown) => outage.failed(error));
      client.on("ready", recoverOnceBothReady);
    }
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL, (message) => this.deliver(message));
    // Streams that read before the first SUBSCRIBE (opened while Redis was away) read again now
    // that nothing announced can pass them by. Later reconnections subscribe before 'ready'.
    this.deliverToAll();
    return {
      // While Redis is away an announcement is dropped, not queued: every stream reads again when
      // it is back, and a queue would grow with every write of a long outage.
      publish: async (payload) => {
        if (publisher.isReady) await publisher.publish(CHANNEL, payload);
      },
    };
  }
}

/**
 * One line when a transport is lost and one when it is back, not one per attempt to reconnect
 * (each client tries again every second or sooner for as long as its server is away); `changed`
 * hears the same two moments.
 */
function outageLog(transport: string, changed: (away: boolean) => void) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      console.error(`Live updates lost ${transport}, reconnecting: ${errorLine(error)}`);
      changed(true);
    },
    /** Whether it had been lost. */
    recovered() {
      if (!down) return false;
      down = false;
      console.log(`Live updates: ${transport} is back`);
      changed(false);
      return true;
    },
  };
}

const globalForLive = globalThis as unknown as { liveHub?: LiveHub };
export const liveHub = (globalForLive.liveHub ??= new LiveHub());

export const threadTopic = (threadId: string) => `thread:${threadId}`;
export const memberTopic = (memberId: string) => `member:${memberId}`;
export const eventTopic = (eventId: string) => `event:${eventId}`;
/** A member's private messages: their inbox and open conversations read again (lib/live/inbox-events.ts). */
export const inboxTopic = (memberId: string) => `inbox:${memberId}`;

/**
 * Announces topics once the current request has answered (its transaction committed by then).
 * Only requests announce: a script or a test calling the data layer directly has no live readers
 * to tell and must not open pub/sub connections. Failures are logged: live updates are a
 * convenience, and the next announcement or the browser's polling catches up.
 */
export function announce(topics: string[]) {
  if (topics.length > 0) afterResponse(() => publish(topics));
}

/** Per throttled topic: until when announcing it waits, and whether an announcement waits for then. */
const throttleWindows = new Map<string, { until: number; waiting: boolean }>();

/**
 * Announces a topic at most once per `everyMs` on this instance, for writes that come by the
 * thousand and that open pages need not follow one by one (robbery votes on a fight night): the
 * first write after a quiet spell is announced at once, and all the writes of the next `everyMs`
 * by one announcement at its end, made by the request that first waited for it.
 */
export function announceThrottled(topic: string, everyMs: number) {
  const now = Date.now();
  const current = throttleWindows.get(topic);
  if (!current || now >= current.until) {
    throttleWindows.set(topic, { until: now + everyMs, waiting: false });
    announce([topic]);
    return;
  }
  if (current.waiting) return;
  current.waiting = afterResponse(async () => {
    await new Promise((resolve) => setTimeout(resolve, current.until - Date.now()));
    current.until = Date.now() + everyMs;
    current.waiting = false;
    await publish([topic]);
  });
}

const publish = (topics: string[]) => liveHub.publish(topics).catch((error: unknown) => console.error(`Live update not announced: ${errorLine(error)}`));

/** Runs `task` once the current request has answered; false outside a request (nobody to tell). */
function afterResponse(task: () => Promise<void>) {
  try {
    after(task);
    return true;
  } catch {
    return false;
  }
}
