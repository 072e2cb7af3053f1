import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Either driver: the embedded PGlite or a PostgreSQL server; same SQL, same API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  /** Its `transaction()` sends the transaction's `notifyAfterCommit` notifications once it has committed. */
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement on a dedicated connection (LISTEN/NOTIFY, health checks). */
  ping: () => Promise<void>;
  /**
   * LISTENs on `channel` (a lower-case identifier) over a connection of its own; resolves to the
   * unsubscribe. On PostgreSQL a lost connection is reported to `onError` (subscribe again); PGlite is
   * in-process and cannot lose it.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onError: (error: Error) => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** What the job queue (pg-boss) runs on: this embedded database, or the server with its own pool. */
  jobsConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; connectionString: string };
  /**
   * A stamp of the committed data: equal stamps taken at two instants mean no change was committed in
   * between, whoever made it, so what was read between them is still true. The embedded database counts
   * this process's writes (its folder has no other writer); PostgreSQL gives its current snapshot, which
   * moves when any transaction that wrote anything, on any instance, ends.
   */
  changeStamp: () => string | Promise<string>;
  /**
   * The connection pool as it stands (PostgreSQL); null for the embedded database, which is one connection
   * inside this process with nothing to wait for.
   */
  poolStats: (() => PoolStats) | null;
}

/** Connections of this process's pool: open ones (busy or idle), the most it opens, queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  max: number;
  waiting: number;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
const casing = 'snake_case' as const;
// Held for the duration of migrations so that several instances starting at once migrate one at a time.
const MIGRATION_LOCK_ID = 724_310_001;

/**
 * PostgreSQL when `databaseUrl` is set (any number of processes may share it); otherwise the embedded
 * database in `dataDir`, which this process then holds alone until `close()` (DataDirInUseError, naming the
 * holder, when another process has it). `role` says what this process is, for that message.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  role?: string;
  /** Connections of the PostgreSQL pool (default 10); the embedded database has one. */
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const lock = await lockDataDir(options.dataDir, options.role ?? 'duomenų bazė');
  try {
    const handle = await openPglite(path.join(options.dataDir, 'db'));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * The PGlite client as drizzle sees it, counting every transaction and every statement but a plain
 * SELECT twice: when it is sent and when it has ended. A reader that noted the count before it began and
 * finds it unchanged afterwards therefore read nothing a change was under way for: a change that began
 * before it moved the count on by its end.
 */
function countingChanges(client: PGlite) {
  let count = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    count += 1;
    try {
      return await work();
    } finally {
      count += 1;
    }
  };
  const reads = (statement: string) =>
    /^\s*select\b/i.test(statement) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(statement);
  const tracked: Pick<PGlite, 'query' | 'transaction'> = {
    query: ((statement: string, ...rest: unknown[]) =>
      reads(statement)
        ? client.query(statement, ...(rest as []))
        : counted(() => client.query(statement, ...(rest as [])))) as PGlite['query'],
    transaction: ((callback) => counted(() => client.transaction(callback))) as PGlite['transaction'],
  };
  return { count: () => count, client: tracked as PGlite };
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory, { extensions: { btree_gist, pg_trgm } });
  const changes = countingChanges(client);
  const db = sendingNoticesAfterCommit(drizzlePglite({ client: changes.client, schema, casing }));
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
    jobsConnection: { kind: 'pglite', client },
    changeStamp: () => String(changes.count()),
    poolStats: null,
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: migrationClient, schema, casing }), { migrationsFolder });
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    migrationClient.release();
  }
  const db = sendingNoticesAfterCommit(drizzlePg({ client: pool, schema, casing }));
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onPayload, onError) => {
      // Not from the pool: a LISTEN lives as long as its connection.
      const listener = new pg.Client({ connectionString });
      let ended = false;
      listener.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      listener.on('error', (error) => {
        if (!ended) onError(error);
      });
      listener.on('end', () => {
        if (!ended) onError(new Error('LISTEN connection ended'));
      });
      try {
        await listener.connect();
        await listener.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        ended = true;
        await listener.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        ended = true;
        await listener.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
    jobsConnection: { kind: 'postgres', connectionString },
    changeStamp: snapshotStamps(pool),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: poolSize,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * The server's current snapshot (`xmin:xmax:in-progress`) as the change stamp. Two equal snapshots see
 * exactly the same committed transactions: a transaction that writes gets an id, and its end (commit or
 * rollback) moves xmax or leaves the in-progress list; reads get no id and move nothing. All callers that
 * asked within one turn of the event loop share one query, sent after all of them asked: a query already
 * under way when a caller asked may have been answered before a change that caller knows of, so it is
 * never shared with that caller.
 */
function snapshotStamps(pool: pg.Pool): () => Promise<string> {
  let next: Promise<string> | null = null;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      next = null;
      const result = await pool.query<{ stamp: string }>('select pg_current_snapshot()::text as stamp');
      return result.rows[0]!.stamp;
    }));
}

interface Notice {
  channel: string;
  payload: string;
}

// The notifications each open transaction will send once it has committed; dropped with it on rollback.
const noticesOf = new WeakMap<object, Notice[]>();

/**
 * Sends `pg_notify(channel, payload)` once `db`'s transaction has committed, or at once outside one.
 *
 * Not inside the transaction: PostgreSQL puts every committing transaction that has sent a NOTIFY through
 * one server-wide lock held across its WAL flush, so such commits cannot share a flush and the whole
 * server's writes queue behind it (a few hundred per second here). Sent after the commit, the notification
 * is a statement that writes nothing and waits for no flush. The price: a process that dies between the
 * commit and this statement never sends it. Use it only for wake-ups whose loss something else makes up
 * for (each caller says what), never for data.
 *
 * A transaction not begun by a handle's `db.transaction` (a savepoint's nested one) sends it inside
 * itself, delivered on commit: slower, never wrong.
 */
export async function notifyAfterCommit(db: DbOrTx, channel: string, payload: string): Promise<void> {
  const pending = db instanceof PgTransaction ? noticesOf.get(db) : undefined;
  if (pending) {
    pending.push({ channel, payload });
    return;
  }
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * `db` whose `transaction()` collects its `notifyAfterCommit` notifications and sends them, all in one
 * statement, after the commit; a transaction that throws (rolled back) sends none. A failure to send is
 * logged, not thrown: the change is committed, and its caller must not take it for failed.
 */
function sendingNoticesAfterCommit<T extends { transaction: Database['transaction'] }>(db: T): T {
  const run = db.transaction.bind(db);
  const transaction: Database['transaction'] = async (work, config) => {
    const notices: Notice[] = [];
    const result = await run((tx) => {
      noticesOf.set(tx, notices);
      return work(tx);
    }, config);
    if (notices.length > 0) {
      const calls = notices.map(({ channel, payload }) => sql`pg_notify(${channel}, ${payload})`);
      try {
        await (db as unknown as Database).execute(sql`select ${sql.join(calls, sql`, `)}`);
      } catch (error) {
        console.warn(`Notifications after a commit not sent: ${(error as Error).message}`);
      }
    }
    return result;
  };
  db.transaction = transaction;
  return db;
}

const dialect = new PgDialect({ casing });

/**
 * `db.execute` for a large statement run on every request: PostgreSQL parses and plans it once per
 * connection (a prepared statement named after its text), which is most of what it costs there. PGlite
 * runs it as it comes. The answer is the same as `db.execute`'s.
 */
export function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `stmt_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}

/** The SQLSTATE of a driver error, which drizzle wraps (the code sits on `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATEs the app tells apart, by PostgreSQL's names for them (node-postgres and PGlite alike). */
export const SQL_STATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
} as const;

/** A write a unique index refused. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === SQL_STATE.uniqueViolation;
}

/** A delete or write a foreign key refused (the row is still referenced, or the referenced row is gone). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === SQL_STATE.foreignKeyViolation;
}

/**
 * A write the no-overlap exclusion constraints refused, or the deadlock two overlapping writes can end in:
 * either way the time was taken.
 */
export function isOverlapRefusal(error: unknown): boolean {
  const state = sqlState(error);
  return state === SQL_STATE.exclusionViolation || state === SQL_STATE.deadlockDetected;
}
