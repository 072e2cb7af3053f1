// Reminder delivery throughput: N reminders all due at one moment, delivered (e-mail to the outbox and
// in-app notification, each through the sent-log) by one server instance's visit clock and job worker.
// Prints reminders per second, from the server being up to the last reminder marked sent.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { parseEnv } from '../src/server/config/env.ts';
import { openDatabase } from '../src/server/db/client.ts';
import {
  appointment,
  appointmentReminder,
  area,
  business,
  clientCard,
  service,
  specialist,
  user,
} from '../src/server/db/schema.ts';
import { startServer } from '../src/server/runtime.ts';

export async function measureReminderDelivery(options: { count: number; databaseUrl?: string }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-reminders-'));
  const now = new Date('2027-01-04T08:00:00Z');
  try {
    const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
    try {
      await seed(handle.db, options.count, now);
    } finally {
      await handle.close();
    }
    const server = await startServer(
      parseEnv({
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        BASE_URL: 'https://groziolaikas.lt',
      }),
      {
        withWeb: false,
        logger: pino({ level: 'silent' }),
        now: () => now,
        jobs: { visitClockIntervalMs: 100, batchSize: 50 },
      },
    );
    const started = performance.now();
    try {
      for (;;) {
        const [row] = await server.database.db
          .select({ sent: sql<number>`count(*)::int` })
          .from(appointmentReminder)
          .where(eq(appointmentReminder.status, 'sent'));
        if ((row?.sent ?? 0) >= options.count) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      return { count: options.count, seconds, perSecond: options.count / seconds };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seed(db: Db, count: number, now: Date) {
  const [hair] = await db
    .insert(area)
    .values({ slug: 'priminimu-bench', name: 'Kirpimas', specialistsTitle: 'Kirpėjai' })
    .returning({ id: area.id });
  if (!hair) throw new Error('The service area was not created');
  const [salon] = await db
    .insert(business)
    .values({ slug: 'priminimu-bench', name: 'Priminimų salonas' })
    .returning();
  const [person] = await db.insert(specialist).values({ businessId: salon!.id, name: 'Eglė' }).returning();
  const [haircut] = await db
    .insert(service)
    .values({
      businessId: salon!.id,
      areaId: hair.id,
      name: 'Kirpimas',
      durationMinutes: 30,
      priceCents: 2000,
    })
    .returning();
  const [client] = await db
    .insert(user)
    .values({ id: 'bench-reminders-client', name: 'Ieva Priminimų', email: 'ieva.priminimu@example.lt' })
    .returning();
  const [card] = await db
    .insert(clientCard)
    .values({ businessId: salon!.id, userId: client!.id, name: client!.name, email: client!.email })
    .returning();
  const due = new Date(now.getTime() - 60_000);
  for (let from = 0; from < count; from += 500) {
    const visits = await db
      .insert(appointment)
      .values(
        Array.from({ length: Math.min(500, count - from) }, (_, offset) => {
          const startsAt = new Date(now.getTime() + 86_400_000 + (from + offset) * 30 * 60_000);
          const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
          return {
            businessId: salon!.id,
            specialistId: person!.id,
            serviceId: haircut!.id,
            clientUserId: client!.id,
            clientCardId: card!.id,
            startsAt,
            endsAt,
            blockedUntil: endsAt,
            status: 'confirmed' as const,
            source: 'online' as const,
            priceCents: 2000,
            durationMinutes: 30,
          };
        }),
      )
      .returning({ id: appointment.id });
    await db.insert(appointmentReminder).values(
      visits.map((visit) => ({
        appointmentId: visit.id,
        offsetMinutes: 1440,
        dueAt: due,
        sequence: 0,
        status: 'scheduled' as const,
      })),
    );
  }
}

if (import.meta.main) {
  const count = Number(process.env.BENCH_REMINDERS ?? 10_000);
  const result = await measureReminderDelivery({ count, databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    `${result.count} reminders due at once: delivered in ${result.seconds.toFixed(1)} s, ${result.perSecond.toFixed(0)} per second`,
  );
}
