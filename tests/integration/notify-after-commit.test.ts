// Notifications sent after the commit (db/client.ts `notifyAfterCommit`), on the embedded database or on
// PostgreSQL (TEST_DATABASE_URL): the appointment events reach a LISTENing connection once their transaction
// has committed and never after a rollback, and the job queue's wake-up goes to the channel pg-boss's
// workers LISTEN on.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveAppointmentEvent } from '../../src/contracts/admin-appointments.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { createJobRunner, JOB_WAKE_UP_CHANNEL } from '../../src/server/jobs/job-queue.ts';
import {
  APPOINTMENT_EVENTS_CHANNEL,
  decodeAppointmentEvent,
  publishAppointmentEvent,
} from '../../src/server/modules/live-updates/appointment-events.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';

let directory: string;
let postgres: Awaited<ReturnType<typeof createTemporaryDatabase>> | null = null;
let handle: DatabaseHandle;
let unlisten: () => Promise<void>;
const received: string[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'notify-after-commit-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
  handle = await openDatabase({ dataDir: directory, databaseUrl: postgres?.url });
  unlisten = await handle.listen(
    APPOINTMENT_EVENTS_CHANNEL,
    (payload) => received.push(payload),
    (error) => {
      throw error;
    },
  );
});

afterAll(async () => {
  await unlisten?.();
  await handle?.close();
  await postgres?.drop();
  await rm(directory, { recursive: true, force: true });
});

let counter = 0;
function anEvent(): LiveAppointmentEvent {
  counter += 1;
  const tail = String(counter).padStart(12, '0');
  return {
    type: 'appointment.created',
    appointmentId: `00000000-0000-4000-8000-${tail}`,
    businessId: '11111111-1111-4111-8111-111111111111',
    specialistIds: ['22222222-2222-4222-8222-222222222222'],
  };
}

/**
 * Every notification sent before this call has arrived: a marker sent now comes after them (one channel,
 * delivered in the order of the commits), so what has not arrived with it was never sent.
 */
async function deliveredSoFar(): Promise<LiveAppointmentEvent[]> {
  const marker = anEvent();
  await publishAppointmentEvent(handle.db, marker);
  const deadline = Date.now() + 10_000;
  while (
    !received.some((payload) => decodeAppointmentEvent(payload)?.appointmentId === marker.appointmentId)
  ) {
    if (Date.now() > deadline) throw new Error('The marker notification never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const events = received.splice(0).map((payload) => decodeAppointmentEvent(payload));
  return events.filter(
    (event): event is LiveAppointmentEvent => event !== null && event.appointmentId !== marker.appointmentId,
  );
}

describe('appointment events published in a transaction', () => {
  it('reach a LISTENing connection after the commit, each once', async () => {
    await deliveredSoFar();
    const first = anEvent();
    const second = anEvent();
    await handle.db.transaction(async (tx) => {
      await publishAppointmentEvent(tx, first);
      await publishAppointmentEvent(tx, second);
      await publishAppointmentEvent(tx, first);
    });
    expect(await deliveredSoFar()).toEqual([first, second]);
  });

  it('are not sent when the transaction rolls back', async () => {
    await deliveredSoFar();
    const lost = anEvent();
    const failure = await handle.db
      .transaction(async (tx) => {
        await publishAppointmentEvent(tx, lost);
        throw new Error('rolled back on purpose');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((failure as Error).message).toBe('rolled back on purpose');
    expect(await deliveredSoFar()).toEqual([]);
  });

  it('of a transaction rolled back by the database are not sent either', async () => {
    await deliveredSoFar();
    const lost = anEvent();
    const failure = await handle.db
      .transaction(async (tx) => {
        await publishAppointmentEvent(tx, lost);
        await tx.execute(sql`select 1 / 0`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(await deliveredSoFar()).toEqual([]);
  });

  it('go out at once outside a transaction', async () => {
    await deliveredSoFar();
    const event = anEvent();
    await publishAppointmentEvent(handle.db, event);
    expect(await deliveredSoFar()).toEqual([event]);
  });
});

// pg-boss names its channel in SQL; only the embedded database shows another connection's LISTENs (its
// workers listen through this very client there).
describe.runIf(!process.env.TEST_DATABASE_URL)('the job wake-up', () => {
  it("goes to the channel pg-boss's workers LISTEN on", async () => {
    const jobs = createJobRunner<{ n: number }>({ database: handle, logger: pino({ level: 'silent' }) });
    await jobs.start();
    try {
      await jobs.work(async () => undefined);
      const result = await handle.db.execute(sql`select pg_listening_channels() as channel`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        channel: string;
      }[];
      expect(rows.map((row) => row.channel)).toContain(JOB_WAKE_UP_CHANNEL);
    } finally {
      await jobs.stop(1_000);
    }
  });
});
