// Requests a client may safely send again (the `Idempotency-Key` header): the answer is stored with the key,
// per user, for 24 hours, in the same transaction as the work itself, so a client whose connection broke
// learns by retrying whether the work was done, and it is never done twice.
import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../../../contracts/api-error.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { idempotentRequest } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
// Namespace of the two-key advisory locks below (the other key is a hash of user and key).
const IDEMPOTENCY_KEY_LOCK = 724_310_004;

export const KEY_REUSED_MESSAGE =
  'Šis užklausos raktas (Idempotency-Key) jau panaudotas kitai užklausai. Kiekvienai naujai užklausai siųskite naują raktą.';

export interface IdempotentRequest {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request as stored: `operation` and its parsed input make the fingerprint a repeat must match. */
export function idempotentRequestOf({
  userId,
  key,
  operation,
  input,
  now,
}: {
  userId: string;
  key: string;
  operation: string;
  input: unknown;
  now: Date;
}): IdempotentRequest {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([operation, canonical(input)]))
    .digest('hex');
  return { userId, key, fingerprint, now };
}

/** Plain data with object keys sorted, so the fingerprint does not depend on the order fields came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, field]) => [name, canonical(field)]),
    );
  }
  return value;
}

/**
 * Makes a repeat of this user's key wait, until the transaction ends, for a first request with it that is
 * still running; afterwards `storedAnswer` sees that request's answer.
 */
export async function holdKey(tx: Transaction, request: IdempotentRequest): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${IDEMPOTENCY_KEY_LOCK}, hashtext(${`${request.userId}\n${request.key}`}))`,
  );
}

/** The answer stored for this user's key within 24 hours; 422 when the key came with another request. */
export async function storedAnswer(db: DbOrTx, request: IdempotentRequest): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotentRequest)
    .where(
      and(
        eq(idempotentRequest.userId, request.userId),
        eq(idempotentRequest.key, request.key),
        gt(idempotentRequest.createdAt, expiredBefore(request)),
      ),
    );
  if (!row) return null;
  if (row.fingerprint !== request.fingerprint) {
    throw new AppError('idempotency_key_reused', 422, KEY_REUSED_MESSAGE);
  }
  return { status: row.status, body: row.body };
}

/** Stores the answer, in the transaction that did the work. */
export async function storeAnswer(tx: Transaction, request: IdempotentRequest, answer: StoredAnswer) {
  await forgetExpired(tx, request);
  await tx.insert(idempotentRequest).values({
    userId: request.userId,
    key: request.key,
    fingerprint: request.fingerprint,
    status: answer.status,
    body: answer.body,
    createdAt: request.now,
  });
}

/**
 * Stores a refusal (nothing was done; e.g. 409 the time is taken) so that a retry hears the same, and
 * returns the answer stored for the key: this one, or that of a repeat that got there first.
 */
export async function storeRefusal(
  db: DbOrTx,
  request: IdempotentRequest,
  error: AppError,
): Promise<StoredAnswer> {
  await forgetExpired(db, request);
  await db
    .insert(idempotentRequest)
    .values({
      userId: request.userId,
      key: request.key,
      fingerprint: request.fingerprint,
      status: error.status,
      body: errorBody(error),
      createdAt: request.now,
    })
    .onConflictDoNothing();
  return (await storedAnswer(db, request)) ?? { status: error.status, body: errorBody(error) };
}

/** A stored answer given again: the body of a success, or the stored error thrown as it was first. */
export function replay<T>(answer: StoredAnswer): T {
  if (answer.status < 400) return answer.body as T;
  // Only `storeRefusal` writes error answers, so the stored code is one of ours.
  const body = answer.body as { error: ApiErrorCode; message?: string; fields?: Record<string, string> };
  throw new AppError(body.error, answer.status as ContentfulStatusCode, body.message ?? '', body.fields);
}

function errorBody(error: AppError) {
  return { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
}

/** The user's answers older than 24 hours go whenever the user stores a new one (keeps the table small). */
async function forgetExpired(db: DbOrTx, request: IdempotentRequest) {
  await db
    .delete(idempotentRequest)
    .where(
      and(
        eq(idempotentRequest.userId, request.userId),
        lte(idempotentRequest.createdAt, expiredBefore(request)),
      ),
    );
}

function expiredBefore(request: IdempotentRequest): Date {
  return new Date(request.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
}
