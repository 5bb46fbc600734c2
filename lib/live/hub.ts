import "server-only";
import { after } from "next/server";
import { Client } from "pg";
import { createClient } from "redis";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorLine } from "@/lib/logging/error-line";

/**
 * Live updates across server instances (issue 20). A write announces the topics it changed
 * ("thread:<id>", "member:<id>") on a pub/sub channel every instance listens to: PostgreSQL
 * LISTEN/NOTIFY by default (listening needs a direct connection, not a pooled one:
 * DATABASE_URL_UNPOOLED, else DATABASE_URL), Redis pub/sub when REDIS_URL is set. An announcement
 * carries topics only, never content: each open stream reads what changed from the database as its
 * own viewer may see it (premium redaction included), so a lost or repeated announcement only
 * delays or repeats a read. After the transport reconnects every stream reads again.
 */

const CHANNEL = "ff_live";
const RECONNECT_MS = 1_000;

type Listener = () => void;

interface Transport {
  publish(payload: string): Promise<void>;
}

class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private transport: Promise<Transport> | null = null;

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
    const transport = await this.connect();
    await transport.publish(JSON.stringify({ topics }));
  }

  /** Whether this instance listens yet (tests wait for it before announcing). */
  async ready() {
    await this.connect();
  }

  private deliver(payload: string) {
    let topics: unknown;
    try {
      topics = (JSON.parse(payload) as { topics?: unknown }).topics;
    } catch {
      return;
    }
    if (!Array.isArray(topics)) return;
    for (const topic of topics) for (const listener of this.listeners.get(String(topic)) ?? []) listener();
  }

  private deliverToAll() {
    for (const set of this.listeners.values()) for (const listener of set) listener();
  }

  private connect() {
    this.transport ??= (env.REDIS_URL ? this.connectRedis(env.REDIS_URL) : this.connectPostgres()).catch((error: unknown) => {
      this.transport = null;
      throw error;
    });
    return this.transport;
  }

  private async connectPostgres(): Promise<Transport> {
    const listen = async (): Promise<void> => {
      const client = new Client({ connectionString: env.DATABASE_URL_UNPOOLED ?? env.DATABASE_URL });
      const reconnect = () => {
        client.removeAllListeners();
        void client.end().catch(() => undefined);
        setTimeout(() => {
          listen()
            .then(() => this.deliverToAll())
            .catch((error: unknown) => {
              console.error(`Live updates lost PostgreSQL: ${errorLine(error)}`);
              reconnect();
            });
        }, RECONNECT_MS).unref();
      };
      client.on("notification", (message) => message.channel === CHANNEL && message.payload && this.deliver(message.payload));
      client.on("error", reconnect);
      client.on("end", reconnect);
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    };
    await listen();
    return { publish: async (payload) => void (await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${payload})`) };
  }

  private async connectRedis(url: string): Promise<Transport> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on("error", (error: unknown) => console.error(`Live updates: Redis: ${errorLine(error)}`));
    // After a reconnect, whatever was announced meanwhile is read again.
    let connectedOnce = false;
    subscriber.on("ready", () => {
      if (connectedOnce) this.deliverToAll();
      connectedOnce = true;
    });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL, (message) => this.deliver(message));
    return { publish: async (payload) => void (await publisher.publish(CHANNEL, payload)) };
  }
}

const globalForLive = globalThis as unknown as { liveHub?: LiveHub };
export const liveHub = (globalForLive.liveHub ??= new LiveHub());

export const threadTopic = (threadId: string) => `thread:${threadId}`;
export const memberTopic = (memberId: string) => `member:${memberId}`;

/**
 * Announces topics once the current request has answered (its transaction committed by then).
 * Only requests announce: a script or a test calling the data layer directly has no live readers
 * to tell and must not open pub/sub connections. Failures are logged: live updates are a
 * convenience, and the next announcement or the browser's polling catches up.
 */
export function announce(topics: string[]) {
  if (topics.length === 0) return;
  try {
    after(() => liveHub.publish(topics).catch((error: unknown) => console.error(`Live update not announced: ${errorLine(error)}`)));
  } catch {
    // Outside a request: nobody to tell.
  }
}
