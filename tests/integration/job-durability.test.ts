// Durable delivery across processes: server instances run as child processes against a real SMTP server
// that can hold a message mid-transfer. An instance killed with SIGKILL in the middle of sending loses
// nothing and, once another instance takes over, nothing goes out twice; two instances on one PostgreSQL
// deliver each due reminder once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { appointmentReminder, sentLog } from '../../src/server/db/schema.ts';
import {
  createAppointment,
  createBookableBusiness,
  createClientCard,
  createMembership,
  createUser,
} from '../fixtures/factories.ts';
import { createClient } from './support/http-client.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { waitFor } from '../support/wait-for.ts';

const FIXED_NOW = '2026-12-14T08:00:00.000Z';
const instanceScript = path.resolve(import.meta.dirname, 'support/instance-process.ts');

interface Instance {
  url: string;
  process: ChildProcess;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh database (PGlite folder or a new PostgreSQL database) and the environment that names it. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-durable-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL)
    : null;
  cleanups.push(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  return { env, open: () => openDatabase({ databaseUrl: postgres?.url, dataDir }) };
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [instanceScript], {
    env: { ...process.env, ...env, FIXED_NOW },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return { url, process: child };
}

async function stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill(signal);
  await exited;
}

async function sink(): Promise<SmtpSink> {
  const started = await startSmtpSink();
  cleanups.push(() => started.close());
  return started;
}

const METRICS_TOKEN = 'durable-delivery-metrics-token';

/**
 * Waits until the instance's side-effect queue has no job ready or running, read from its `/metrics`: a
 * stopped instance leaves jobs it had not started in the queue, so "nothing left to send" is asked while it
 * still runs (the embedded database cannot be opened beside it).
 */
async function queueIdle(instance: Instance): Promise<void> {
  const busy = async () => {
    const answer = await fetch(`${instance.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await answer.text();
    const jobs = (state: string) =>
      Number(
        new RegExp(`^job_queue_jobs\\{queue="side-effects",state="${state}"\\} (\\d+)`, 'm').exec(
          text,
        )?.[1] ?? NaN,
      );
    return jobs('ready') + jobs('active');
  };
  await waitFor(async () => (await busy()) === 0, 'the side-effect queue idle', { timeoutMs: 60_000 });
}

const uniqueIds = (smtp: SmtpSink) => new Set(smtp.accepted.map((message) => message.messageId));

describe('durable delivery', () => {
  it('an instance killed (SIGKILL) mid-send loses nothing; after a restart every message goes once', async () => {
    const database = await freshDatabase();
    const seeded = await database.open();
    const b = await createBookableBusiness(seeded.db, {
      business: { slotStepMinutes: 30 },
      service: { durationMinutes: 60, bufferAfterMinutes: 0 },
    });
    const owner = await createUser(seeded.db, { name: 'Savininkė Aldona' });
    await createMembership(seeded.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
    const clients = await Promise.all(
      ['Ieva', 'Rasa', 'Paulius'].map((name) => createUser(seeded.db, { name: `${name} Klientas` })),
    );
    await seeded.close();

    const smtp = await sink();
    const env = { ...database.env, SMTP_URL: smtp.url, METRICS_TOKEN };
    const first = await startInstance(env);
    smtp.hold();
    for (const [index, client] of clients.entries()) {
      const http = createClient(first.url);
      await http.signIn(client.user.email, client.password);
      const booked = await http.post('/api/user/appointments', {
        business: b.business.slug,
        service: b.service.id,
        start: `2026-12-21T${String(9 + index).padStart(2, '0')}:00:00+02:00`,
      });
      expect(booked.status, booked.text).toBe(201);
    }
    // The worker is in the middle of handing a message over: kill it there.
    await waitFor(() => smtp.held() >= 1, 'a message held mid-transfer', { timeoutMs: 60_000 });
    await stopInstance(first, 'SIGKILL');
    smtp.release();
    expect(smtp.accepted).toHaveLength(0);

    const second = await startInstance(env);
    // Three bookings: each the client's confirmation and the owner's notice.
    await waitFor(() => smtp.accepted.length >= 6, 'six messages after the restart', { timeoutMs: 60_000 });
    // Once the queue is idle nothing more is to be sent: a duplicate would still be waiting there, or would
    // have been sent.
    await queueIdle(second);
    await stopInstance(second, 'SIGTERM');
    const after = await database.open();
    expect(await jobsSettled(after.db)).toBe(true);
    await after.close();
    expect(smtp.accepted).toHaveLength(6);
    expect(uniqueIds(smtp).size).toBe(6);
    for (const client of clients) {
      expect(smtp.accepted.filter((message) => message.to.includes(client.user.email))).toHaveLength(1);
    }
    expect(smtp.accepted.filter((message) => message.to.includes(owner.user.email))).toHaveLength(3);
  }, 120_000);

  // Two processes cannot share one embedded PGlite: this runs on the PostgreSQL pass (TEST_DATABASE_URL).
  describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
    it('deliver each due reminder exactly once', async () => {
      const database = await freshDatabase();
      const seeded = await database.open();
      const b = await createBookableBusiness(seeded.db, {
        service: { durationMinutes: 30, bufferAfterMinutes: 0 },
      });
      const client = await createUser(seeded.db, { name: 'Eglė Priminimų' });
      const card = await createClientCard(seeded.db, {
        businessId: b.business.id,
        userId: client.user.id,
        name: client.user.name,
        email: client.user.email,
      });
      const count = 200;
      const due = new Date(new Date(FIXED_NOW).getTime() - 60_000);
      for (let i = 0; i < count; i++) {
        const visit = await createAppointment(seeded.db, {
          businessId: b.business.id,
          specialistId: b.specialist.id,
          serviceId: b.service.id,
          clientUserId: client.user.id,
          clientCardId: card.id,
          startsAt: new Date(Date.parse('2026-12-15T06:00:00Z') + i * 30 * 60_000),
        });
        await seeded.db.insert(appointmentReminder).values({
          appointmentId: visit.id,
          offsetMinutes: 1440,
          dueAt: due,
          sequence: 0,
          status: 'scheduled',
        });
      }

      const smtp = await sink();
      const env = { ...database.env, SMTP_URL: smtp.url };
      const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
      await waitFor(() => smtp.accepted.length >= count, `${count} reminders`, { timeoutMs: 60_000 });
      // A reminder queued twice would be sent by the time the queue has nothing ready or running.
      expect(await jobsSettled(seeded.db)).toBe(true);
      expect(smtp.accepted).toHaveLength(count);
      expect(uniqueIds(smtp).size).toBe(count);
      const states = await seeded.db.select({ status: appointmentReminder.status }).from(appointmentReminder);
      expect(states.every((row) => row.status === 'sent')).toBe(true);
      const mailed = await seeded.db.select().from(sentLog).where(eq(sentLog.kind, 'reminder'));
      expect(mailed.filter((row) => row.channel === 'email')).toHaveLength(count);
      await Promise.all([stopInstance(one, 'SIGTERM'), stopInstance(two, 'SIGTERM')]);
      await seeded.close();
    }, 120_000);
  });
});
