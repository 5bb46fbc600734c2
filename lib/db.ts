import "server-only";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { countQuery, queryCountEnabled } from "@/lib/http/query-count";
import { isConnectionLost } from "@/lib/http/database-errors";
import { env } from "@/lib/env";
import { errorLine } from "@/lib/logging/error-line";

/**
 * The driver adapter with every statement counted for the current request: queries, and
 * transactions (their BEGIN when one starts, then each statement in them).
 */
function countingStatements<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === "queryRaw" || property === "executeRaw") {
        return (...args: unknown[]) => {
          countQuery();
          return method.apply(object, args);
        };
      }
      if (property === "connect" || property === "startTransaction") {
        return async (...args: unknown[]) => {
          if (property === "startTransaction") countQuery();
          return countingStatements((await method.apply(object, args)) as object);
        };
      }
      return method.bind(object);
    },
  });
}

/**
 * How long a request may wait for a pooled connection, and a transaction for its row locks. A burst
 * on one row (fifty toggles of one thread's like) queues on that row's lock while holding
 * connections, so the others wait for the pool: Prisma's defaults (2 s to start, 5 s to finish)
 * turned such bursts into 500s. Past these limits the answer is 503 (lib/http/database-errors.ts).
 */
const POOL_WAIT_MS = 10_000;
const TRANSACTION_TIMEOUT_MS = 15_000;

/**
 * A raw statement sent by `queryRows` that begins with `PREPARED` is prepared on each connection
 * once, under a name made from its text, instead of parsed and planned at every execution.
 * PostgreSQL then plans it five times for its parameters and afterwards keeps one generic plan when
 * that plan costs no more (`plan_cache_mode = auto`). For a statement whose plan would otherwise
 * depend on its parameters' values (a search's words, which PostgreSQL folds when it plans), compute
 * those once first, in a CTE or scalar subqueries: a generic plan would compute them again for
 * every row it checks. Write row counts into the statement rather than bind them: a generic plan
 * guesses a bound LIMIT at a tenth of the rows below it, and then costs more than planning each
 * execution, so it is not kept. A pooler in transaction mode keeps prepared statements only if it
 * supports them at the protocol level (PgBouncer from 1.21 with `max_prepared_statements` set);
 * behind another, DATABASE_NO_PREPARED_STATEMENTS=1 sends every statement unnamed.
 */
export const PREPARED = Prisma.raw("/* prepared */ ");

/** The name a statement is prepared under, or none: pg then sends it unnamed. */
const statementName = (text: string) =>
  !env.DATABASE_NO_PREPARED_STATEMENTS && text.startsWith(PREPARED.text) ? `prepared_${createHash("sha1").update(text).digest("base64url")}` : undefined;

/** A time as Prisma sends one: UTC, without a zone (the columns are `timestamp(3)`). */
const utcTimestamp = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

const toParameter = (value: unknown): unknown => (value instanceof Date ? utcTimestamp(value) : Array.isArray(value) ? value.map(toParameter) : value);

/** Values read as Prisma reads them: a `timestamp` as a UTC date, a `bigint` as a BigInt. */
const TYPE_PARSERS: Partial<Record<number, (text: string) => unknown>> = {
  [pg.types.builtins.TIMESTAMP]: (text) => new Date(`${text.replace(" ", "T")}Z`),
  [pg.types.builtins.INT8]: (text) => BigInt(text),
};
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    (format !== "binary" && TYPE_PARSERS[oid]) || pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * A raw statement's rows, sent straight through pg on the pool Prisma's adapter uses: Prisma's
 * client costs 0.15–0.17 ms of the server's CPU per statement more (docs/performance.md), which the
 * statements every request sends (the session's member, the abuse limit) and the searches need not
 * pay. Dates go both ways as through Prisma, errors come back as PostgreSQL's and pg's (a SQLSTATE
 * as the error's `code`, which lib/http/database-errors.ts reads), and the statement is counted.
 */
export async function queryRows<Row>(statement: Prisma.Sql, transaction?: Prisma.TransactionClient): Promise<Row[]> {
  // A transaction's statements go on its own connection, through its Prisma client.
  if (transaction && transaction !== db) return transaction.$queryRaw<Row[]>(statement);
  if (queryCountEnabled) countQuery();
  const { text } = statement;
  const { rows } = await pool().query({ name: statementName(text), text, values: statement.values.map(toParameter), types });
  return rows as Row[];
}

const READ_START = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*(?:select|with)\b/i;
const ACTS = /\b(?:insert|update|delete|merge|pg_notify|pg_advisory\w*|set_config|nextval|setval)\b/i;

/**
 * Whether a statement only reads: a SELECT or a WITH that names no write (nor FOR UPDATE) and calls
 * no function with an effect. A read that merely mentions such a word counts as a write.
 */
const onlyReads = (text: string) => READ_START.test(text) && !ACTS.test(text);

type SendStatement = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * Runs `attempt` again while it fails because its connection was lost and `mayRepeat` allows,
 * at most as many times as the pool has connections and once more: pg drops a connection once a
 * statement on it fails, so the last try is on a new one.
 */
async function againOnLostConnection<T>(attempt: () => Promise<T>, what: string, mayRepeat = () => true): Promise<T> {
  const attempts = env.DATABASE_POOL_SIZE + 1;
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isConnectionLost(error) || !mayRepeat()) throw error;
      console.error(`[db] connection lost, ${what}: ${errorLine(error)}`);
    }
  }
}

/**
 * Makes the pool send a statement again when its connection was lost (a failover, a pooler
 * restart, an idle-session timeout, pg_terminate_backend) and it only reads, so the readers of a
 * page or a list never see the cut. A statement that writes is not sent again (it may have been
 * done before the connection went): the request answers 503. Both `queryRows` and Prisma's adapter
 * (outside transactions) send through `pool.query` with a statement object; transactions take a
 * connection of their own (`restartingLostTransactionStarts`).
 */
function resendingLostReads(connections: pg.Pool) {
  const send = connections.query.bind(connections) as SendStatement;
  const resending: SendStatement = (...args) => {
    const [statement] = args;
    const text = args.length === 1 && typeof statement === "object" && statement !== null ? (statement as pg.QueryConfig).text : null;
    return againOnLostConnection(() => send(...args), "read sent again", () => text !== null && onlyReads(text));
  };
  connections.query = resending as typeof connections.query;
}

/**
 * Makes the adapter start a transaction again on another connection when the one it took from the
 * pool was lost before its BEGIN was answered: the server closed it while it sat idle (a restart,
 * an idle-session timeout) and pg had not yet read that it had. Nothing ran in it, so starting
 * again is safe. A connection lost later fails the transaction whole (503): its writes may be done.
 */
function restartingLostTransactionStarts(factory: PrismaPg) {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = (isolationLevel) => againOnLostConnection(() => start(isolationLevel), "transaction started again");
    return adapter;
  };
  return factory;
}

function createPool() {
  const connectionString = env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set: start the app with `npm start`.");
  const connections = new pg.Pool({ connectionString, max: env.DATABASE_POOL_SIZE, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle connection the server closed (a restart): pg drops it from the pool; unheard, the error would end the process.
  connections.on("error", (error) => console.error(`[db] idle connection lost: ${errorLine(error)}`));
  resendingLostReads(connections);
  return connections;
}

function createClient() {
  const adapter = restartingLostTransactionStarts(new PrismaPg(pool()));
  return new PrismaClient({
    adapter: queryCountEnabled ? countingStatements(adapter) : adapter,
    transactionOptions: { maxWait: POOL_WAIT_MS, timeout: TRANSACTION_TIMEOUT_MS },
    // Without this, error messages quote the calling source code (from the server bundle) into the logs.
    errorFormat: "minimal",
  });
}

// One client per server process, created on first use (the build imports this module with no
// database configured) and reused across hot reloads in development.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

/** The connection pool of the process, Prisma's adapter's and `queryRows`'s. */
function pool() {
  return (globalForPrisma.pool ??= createPool());
}

function client() {
  return (globalForPrisma.prisma ??= createClient());
}

export const db = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const value = Reflect.get(client(), property);
    return typeof value === "function" ? value.bind(client()) : value;
  },
});

export type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The columns a Prisma `select` of scalar fields names, for a raw statement over its table: the
 * rows come back with the same names and types as the select's.
 */
export function columnsOf(select: Record<string, true>) {
  return Prisma.raw(Object.keys(select).map((column) => `"${column}"`).join(", "));
}

/** `text` for a LIKE pattern: its `\`, `%` and `_` (LIKE's wildcards) escaped, so each matches itself. */
export function likeEscaped(text: string) {
  return text.replace(/[\\%_]/g, "\\$&");
}
