#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which the CLI would otherwise download from
// binaries.prisma.sh. prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here.
//
// It speaks the same protocol as the native binary:
//   - RPC mode (`migrate dev|deploy|diff|reset|status`, `db push`, ...): newline-delimited JSON-RPC 2.0
//     requests on stdin, responses on stdout, JSON log lines on stderr. Args: `--datamodels <path>`
//     (repeated) and `--datasource '{"url":...,"shadowDatabaseUrl":...}'` (from prisma.config.ts).
//   - CLI mode: `--datasource '{"url":...}' cli can-connect-to-database|create-database|drop-database`,
//     used by the CLI to create a missing database. Errors are reported as JSON log lines on stderr.
// Every engine method is delegated to the official WASM build (@prisma/schema-engine-wasm), which talks
// to PostgreSQL through @prisma/adapter-pg. Only PostgreSQL is supported. No network calls besides the
// database itself.

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

// The CLI drops the first stderr line of CLI-mode runs before parsing the rest as JSON (the native
// binary always logs a start-up line first), so this must come before anything else on stderr.
log("INFO", "Starting schema engine bridge (WASM engine + @prisma/adapter-pg)");

const PG_CHAR_OID = 18; // Postgres's internal one-byte `"char"` type (pg_class.relkind, pg_constraint.contype, ...)
const PG_TEXT_OID = 25;

// ---------------------------------------------------------------------------------------------------
// Logging: one JSON object per line, in the shape the CLI reads (`level`, `fields.message`, `target`).
// ---------------------------------------------------------------------------------------------------

function log(level, message, fields = {}) {
  const line = { timestamp: new Date().toISOString(), level, fields: { message, ...fields }, target: "schema_engine::logger" };
  process.stderr.write(JSON.stringify(line) + "\n");
}

// ---------------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const args = { datamodels: [], datasource: {}, cliCommand: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--datamodels") args.datamodels.push(argv[++i]);
    else if (arg === "--datasource") args.datasource = JSON.parse(argv[++i]);
    else if (arg === "--enabled-preview-features" || arg === "--extension-types") i++; // not used by the WASM engine
    else if (arg === "cli") args.cliCommand = argv[++i];
    else if (arg === "--version" || arg === "-V") args.cliCommand = "--version";
  }
  return args;
}

// ---------------------------------------------------------------------------------------------------
// Connection strings and errors
// ---------------------------------------------------------------------------------------------------

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = "/" + encodeURIComponent(database);
  return u.toString();
}

function describeUrl(url) {
  const u = new URL(url);
  return {
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres",
    location: `${u.hostname || "localhost"}:${u.port || 5432}`,
    schema: u.searchParams.get("schema") ?? undefined,
  };
}

function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

// Opens a single pg client, runs `fn`, always closes it.
async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// Maps connection-level pg errors to the Prisma error codes the CLI understands (P1003 makes the CLI
// offer to create the database, for instance).
function toUserFacingError(error, url) {
  const { database, location } = describeUrl(url);
  switch (error.code) {
    case "3D000":
      return { error_code: "P1003", message: `Database \`${database}\` does not exist on the database server at \`${location}\`.` };
    case "42P04":
      return { error_code: "P1009", message: `Database \`${database}\` already exists on the database server at \`${location}\`` };
    case "28P01":
    case "28000":
      return { error_code: "P1000", message: `Authentication failed against database server at \`${location}\`: ${error.message}` };
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
      return { error_code: "P1001", message: `Can't reach database server at \`${location}\`\n\nPlease make sure your database server is running at \`${location}\`.` };
    default:
      return { message: error.message };
  }
}

// CREATE/DROP DATABASE must run while connected to some other database.
async function withMaintenanceClient(url, fn) {
  let lastError;
  for (const db of ["postgres", "template1"]) {
    try {
      return await withClient(withDatabase(url, db), fn);
    } catch (error) {
      if (error.code !== "3D000") throw error;
      lastError = error;
    }
  }
  throw lastError;
}

async function createDatabase(url) {
  const { database } = describeUrl(url);
  await withMaintenanceClient(url, (c) => c.query(`CREATE DATABASE ${quoteIdent(database)}`));
  return database;
}

// FORCE terminates leftover sessions; it needs Postgres 13+, so fall back to a plain DROP before that.
async function dropDatabase(client, database) {
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  } catch (error) {
    if (error.code !== "42601") throw error; // syntax_error: server older than 13
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Driver adapter: @prisma/adapter-pg plus the fixes the schema engine needs
// ---------------------------------------------------------------------------------------------------

// Applied to every adapter and transaction object the engine gets (they all run SQL via performIO).
function patchQueryable(queryable) {
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    const fields = result.fields ?? [];
    for (const field of fields) {
      // adapter-pg refuses to map the `"char"` type (OID 18) to a column type and throws
      // UnsupportedNativeDataType, but the engine's catalog queries select such columns. pg already
      // returns them as strings, so labelling them as text is lossless.
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
    // Postgres 18 stores NOT NULL constraints in pg_constraint (contype 'n'); the engine's describer
    // only knows check/exclusion constraints there and crashes on them. NOT NULL is already read from
    // pg_attribute, so these rows carry nothing new. Harmless no-op on Postgres <= 17.
    const typeColumn = fields.findIndex((f) => f.name === "constraint_type");
    if (typeColumn !== -1 && /\bpg_constraint\b/.test(query.sql)) {
      result.rows = result.rows.filter((row) => row[typeColumn] !== "n");
    }
    return result;
  };

  if (typeof queryable.startTransaction === "function") {
    const startTransaction = queryable.startTransaction.bind(queryable);
    queryable.startTransaction = async (...args) => patchQueryable(await startTransaction(...args));
  }

  // adapter-pg's executeScript splits scripts on every ";", which breaks migrations containing
  // semicolons in string literals or function bodies ($$ ... ; ... $$). Send the whole script as one
  // simple-protocol query instead, like the native engine does.
  if (typeof queryable.executeScript === "function") {
    queryable.executeScript = async (script) => {
      try {
        await queryable.client.query(script);
      } catch (error) {
        queryable.onError(error); // rethrows as a DriverAdapterError the engine understands
      }
    };
  }
  return queryable;
}

function createAdapterFactory(datasource) {
  const url = datasource.url;
  const { schema } = describeUrl(url);
  const options = schema ? { schema } : undefined;
  const main = new PrismaPg({ connectionString: url }, options);

  return {
    provider: main.provider,
    adapterName: main.adapterName,

    async connect() {
      return patchQueryable(await main.connect());
    },

    // Used by `migrate dev` / `migrate diff --from-migrations` to replay the migration history.
    async connectToShadowDb() {
      if (datasource.shadowDatabaseUrl) return connectToConfiguredShadowDb(url, datasource.shadowDatabaseUrl);

      // Not using adapter-pg's own connectToShadowDb: (1) with a connection-string config, pg lets the
      // connection string override `database`, so it would connect to the main database; (2) its
      // dispose drops the database *before* closing its own pool ("database ... is being accessed by
      // other users"). Here: create a throwaway database, close our pool first, then drop it (FORCE).
      const shadowName = `prisma_migrate_shadow_db_${randomUUID()}`;
      await withClient(url, (c) => c.query(`CREATE DATABASE ${quoteIdent(shadowName)}`));
      log("INFO", `Created temporary shadow database ${shadowName}`);
      const adapter = await new PrismaPg({ connectionString: withDatabase(url, shadowName) }, options).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose().catch(() => {});
        await withClient(url, (c) => dropDatabase(c, shadowName));
        log("INFO", `Dropped temporary shadow database ${shadowName}`);
      };
      return patchQueryable(adapter);
    },
  };
}

// An explicitly configured shadow database is reused, so it is emptied first (the native engine resets
// it too). Refuse to do that to the main database.
async function connectToConfiguredShadowDb(mainUrl, shadowUrl) {
  const main = describeUrl(mainUrl);
  const shadow = describeUrl(shadowUrl);
  if (main.database === shadow.database && main.location === shadow.location) {
    throw new Error("The shadow database you configured appears to be the same as the main database. Please specify another shadow database.");
  }
  const schema = shadow.schema ?? "public";
  await withClient(shadowUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}`));
  return patchQueryable(await new PrismaPg({ connectionString: shadowUrl }, shadow.schema ? { schema: shadow.schema } : undefined).connect());
}

// ---------------------------------------------------------------------------------------------------
// WASM engine
// ---------------------------------------------------------------------------------------------------

// The WASM glue reports the reason of a Rust panic through this global before trapping; without it
// the panic itself throws a TypeError and the real message is lost.
globalThis.PRISMA_WASM_PANIC_REGISTRY = {
  message: "",
  get() {
    return this.message;
  },
  set_message(value) {
    this.message = `RuntimeError: ${value}`;
  },
};

// The package's entry point imports the .wasm file as an ES module, which Node 20 only supports behind
// --experimental-wasm-modules. Instantiate it by hand instead, the way Prisma's CLI loads its own WASM.
async function loadWasmEngine() {
  const gluePath = fileURLToPath(import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmModule = new WebAssembly.Module(readFileSync(gluePath.replace(/\.js$/, ".wasm")));
  const imports = Object.fromEntries(WebAssembly.Module.imports(wasmModule).map(({ module: name }) => [name, glue]));
  const instance = new WebAssembly.Instance(wasmModule, imports);
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return glue;
}

// Methods whose parameters pass straight through to the WASM engine (same names as the native RPC).
const DELEGATED_METHODS = [
  "applyMigrations",
  "createMigration",
  "dbExecute",
  "devDiagnostic",
  "diagnoseMigrationHistory",
  "ensureConnectionValidity",
  "evaluateDataLoss",
  "introspect",
  "introspectSql",
  "markMigrationApplied",
  "markMigrationRolledBack",
  "reset",
  "schemaPush",
];

// ---------------------------------------------------------------------------------------------------
// RPC mode
// ---------------------------------------------------------------------------------------------------

async function runRpcServer(args) {
  const datasource = { ...args.datasource, url: args.datasource.url ?? process.env.DATABASE_URL };
  if (!datasource.url) throw new Error("No datasource URL: pass --datasource '{\"url\":...}' or set DATABASE_URL.");

  const { SchemaEngine } = await loadWasmEngine();
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(createAdapterFactory(datasource));
  const datamodels = args.datamodels.length ? args.datamodels.map((path) => [path, readFileSync(path, "utf8")]) : undefined;
  // The WASM engine already emits log lines in the native engine's JSON format: pass them through.
  const engineLogger = (line) => {
    if (typeof line === "string" && line.startsWith("{")) process.stderr.write(line.trimEnd() + "\n");
    else log("DEBUG", typeof line === "string" ? line : JSON.stringify(line));
  };
  // Created on the first request rather than at start-up: construction already queries the database,
  // and a failure there must become an RPC error response the CLI can show, not a crash.
  let enginePromise;
  const getEngine = () =>
    (enginePromise ??= SchemaEngine.new({ datamodels }, engineLogger, adapterFactory).catch((error) => {
      enginePromise = undefined;
      throw error;
    }));

  const send = (message) => process.stdout.write(JSON.stringify(message, jsonReplacer) + "\n");

  // The engine can ask the CLI to print something (the native engine does this for `migrate diff`).
  let nextOutgoingId = 1;
  const pendingOutgoing = new Map();
  const printViaCli = (content) =>
    new Promise((resolve) => {
      const id = nextOutgoingId++;
      pendingOutgoing.set(id, resolve);
      send({ jsonrpc: "2.0", id, method: "print", params: { content } });
    });

  async function call(method, params) {
    const engine = method === "createDatabase" ? undefined : await getEngine();
    switch (method) {
      case "diff": {
        const result = await engine.diff(params);
        // The native engine prints the diff through the CLI and returns stdout: null; the WASM engine
        // returns it instead. The CLI appends a newline itself.
        if (result.stdout) await printViaCli(result.stdout.replace(/\n$/, ""));
        return { ...result, stdout: null };
      }
      case "evaluateDataLoss":
      case "createMigration":
        try {
          return await engine[method](params);
        } catch (error) {
          // Unlike the other migrate-dev methods, these two get no adapter factory in the WASM engine:
          // they only read the schema of the migration history from a cache that devDiagnostic fills.
          // devDiagnostic only replays the migrations that were applied *before* it ran, so on a fresh
          // database (history applied by `migrate dev` itself) the cache misses and the engine fails
          // with this message. diagnoseMigrationHistory with a shadow database fills it; then retry.
          if (!String(error?.message).includes("shadow DB must be provided through an external factory")) throw error;
          await engine.diagnoseMigrationHistory({
            migrationsList: params.migrationsList,
            optInToShadowDatabase: true,
            filters: params.filters,
          });
          return await engine[method](params);
        }
      case "getDatabaseVersion":
        return engine.version(params ?? undefined);
      case "createDatabase": {
        // Not part of the WASM engine: it only sees already-open connections.
        const url = params?.datasource?.tag === "ConnectionString" ? params.datasource.url : datasource.url;
        return { databaseName: await createDatabase(url) };
      }
      case "debugPanic":
        return engine.debugPanic();
      default:
        if (DELEGATED_METHODS.includes(method)) return engine[method](params);
        throw Object.assign(new Error(`Method not found: ${method}`), { rpcCode: -32601 });
    }
  }

  // Requests are handled one at a time, in order, like the native engine's single-connection flow.
  let queue = Promise.resolve();
  let panicked = false;

  const handleRequest = async (request) => {
    try {
      if (panicked) throw new Error("The schema engine panicked earlier and cannot handle more requests.");
      const result = await call(request.method, request.params);
      send({ jsonrpc: "2.0", id: request.id, result: result === undefined ? {} : result });
    } catch (error) {
      const rpcError = toRpcError(error, datasource.url);
      if (rpcError.data?.is_panic) panicked = true;
      send({ jsonrpc: "2.0", id: request.id, error: rpcError });
    }
  };

  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      send({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      return;
    }
    if (message.method === undefined) {
      // A response to one of our own requests (print).
      pendingOutgoing.get(message.id)?.();
      pendingOutgoing.delete(message.id);
      return;
    }
    queue = queue.then(() => handleRequest(message));
  });

  // The CLI ends stdin when it is done (and kills us right after on non-Windows).
  lines.on("close", async () => {
    await queue;
    try {
      (await enginePromise)?.free();
    } catch {}
    process.exit(panicked ? 101 : 0);
  });
}

function toRpcError(error, url) {
  if (error?.rpcCode) return { code: error.rpcCode, message: error.message };

  // Rust panic inside the WASM engine: the message was captured by PRISMA_WASM_PANIC_REGISTRY.
  if (error?.name === "RuntimeError") {
    const message = globalThis.PRISMA_WASM_PANIC_REGISTRY.get() || String(error.message);
    log("ERROR", message, { is_panic: true });
    return { code: 4466, message, data: { is_panic: true, message, backtrace: error.stack ?? "" } };
  }

  // Known user-facing errors carry a Prisma error code (P3xxx ...); connection errors from our own pg
  // calls carry a pg/socket code that we translate.
  let errorCode = typeof error?.code === "string" && /^P\d{4}$/.test(error.code) ? error.code : undefined;
  let message = String(error?.message ?? error);
  if (!errorCode && typeof error?.code === "string") {
    const mapped = toUserFacingError(error, url);
    errorCode = mapped.error_code;
    message = mapped.message;
  }
  log("ERROR", message, errorCode ? { error_code: errorCode } : {});
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: { is_panic: false, message, meta: error?.meta ?? null, error_code: errorCode ?? null },
  };
}

function jsonReplacer(_key, value) {
  if (value instanceof Map) return Object.fromEntries(value);
  if (typeof value === "bigint") return Number(value);
  return value;
}

// ---------------------------------------------------------------------------------------------------
// CLI mode (`... cli <command>`): exit code 0 on success, 1 with an ERROR log line on failure.
// ---------------------------------------------------------------------------------------------------

async function runCliCommand(args) {
  const url = args.datasource.url ?? process.env.DATABASE_URL;
  if (!url && args.cliCommand !== "--version") {
    log("ERROR", "No datasource URL: pass --datasource '{\"url\":...}' or set DATABASE_URL.");
    return 1;
  }
  try {
    switch (args.cliCommand) {
      case "--version":
        process.stdout.write(`schema-engine-bridge ${(await loadWasmEngine()).version()}\n`);
        return 0;
      case "can-connect-to-database":
        await withClient(url, (c) => c.query("SELECT 1"));
        process.stdout.write("Connection successful\n");
        return 0;
      case "create-database":
        process.stdout.write(`Database '${await createDatabase(url)}' was successfully created.\n`);
        return 0;
      case "drop-database": {
        const { database } = describeUrl(url);
        await withMaintenanceClient(url, (c) => c.query(`DROP DATABASE ${quoteIdent(database)}`));
        process.stdout.write(`The database '${database}' was successfully dropped.\n`);
        return 0;
      }
      default:
        log("ERROR", `Unknown CLI command: ${args.cliCommand}`);
        return 1;
    }
  } catch (error) {
    const { error_code, message } = toUserFacingError(error, url);
    log("ERROR", message, error_code ? { error_code } : {});
    return 1;
  }
}

// ---------------------------------------------------------------------------------------------------

const args = parseArgs(process.argv.slice(2));
if (args.cliCommand) {
  process.exit(await runCliCommand(args));
} else {
  await runRpcServer(args).catch((error) => {
    log("ERROR", error?.stack ?? String(error));
    process.exit(1);
  });
}
