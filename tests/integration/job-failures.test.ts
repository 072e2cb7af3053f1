// A message that keeps failing is retried with backoff and then kept for the operator, never dropped;
// what was delivered before the failure is not repeated by the retries.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import { notification } from '../../src/server/db/schema.ts';
import { createJobServices } from '../../src/server/modules/operator/failed-jobs.ts';
import { createBookableBusiness, createUser, asSessionUser } from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date('2026-12-14T08:00:00Z'),
    // Nothing listens on port 1: every e-mail fails to connect.
    env: { SMTP_URL: 'smtp://127.0.0.1:1' },
    jobs: { retryLimit: 1, retryDelaySeconds: 1 },
  });
});
afterAll(() => server?.close());

const person = (user: { id: string; name: string; email: string }, isOperator: boolean): SessionUser =>
  asSessionUser(user, { isOperator });

describe('failing jobs', () => {
  it('are retried, then listed for the operator with the error; notifications are not repeated', async () => {
    const b = await createBookableBusiness(server.db, { business: { slotStepMinutes: 30 } });
    const { user, client: http } = await signedInPerson(server, { name: 'Ieva Nepasiekiama' });
    const booked = await http.post('/api/user/appointments', {
      business: b.business.slug,
      service: b.service.id,
      start: '2026-12-21T09:00:00+02:00',
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.json.appointment.id as string;

    const jobs = createJobServices(server.jobs);
    const operator = person((await createUser(server.db, { name: 'Operatorė' })).user, true);
    const failed = await waitFor(
      async () => {
        const found = await jobs.failedJobs(operator);
        return found.length > 0 && found;
      },
      'the failing job to reach the operator',
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(failed).toEqual([
      {
        id: expect.any(String),
        what: 'Registracijos pranešimai',
        appointmentId: id,
        attempts: 2,
        failedAt: expect.any(String),
        error: expect.stringContaining('ECONNREFUSED'),
      },
    ]);
    expect(await jobs.failedJobs(person(user, false))).toEqual([]);
    const notes = await server.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, user.id), eq(notification.type, 'appointment_booked')));
    expect(notes).toHaveLength(1);
  });

  it('a letter about no visit (the contact form) is kept too, while the request itself succeeded', async () => {
    const sent = await createClient(server.url).post('/api/public/contact', {
      name: 'Rasa Rašanti',
      email: 'rasa.rasanti@example.lt',
      message: 'Ar galima užsiregistruoti šeštadienį?',
    });
    expect(sent.status, sent.text).toBe(200);
    const operator = person((await createUser(server.db, { name: 'Operatorius' })).user, true);
    const jobs = createJobServices(server.jobs);
    const letters = await waitFor(
      async () => {
        const found = (await jobs.failedJobs(operator)).filter((job) => job.what === 'Laiškas');
        return found.length > 0 && found;
      },
      'the failing letter to reach the operator',
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(letters).toEqual([
      {
        id: expect.any(String),
        what: 'Laiškas',
        appointmentId: null,
        attempts: 2,
        failedAt: expect.any(String),
        error: expect.stringContaining('ECONNREFUSED'),
      },
    ]);
  });
});
