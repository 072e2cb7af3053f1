// Backup and restore as docs/operations.md does them: data made through the app (a salon's logo uploaded and
// a visit booked over HTTP), `scripts/backup.ts` while the server serves, `scripts/restore.ts` into a fresh
// database and an empty data folder, then the real entry point started on what was restored: it answers the
// salon, its logo and the client's visits as before (the session signed in before the backup still reads
// them), still refuses the booked time, and books and e-mails through the restored job queue.
// pg_dump and pg_restore work against a PostgreSQL server: this file runs on the PostgreSQL pass
// (TEST_DATABASE_URL) and says why it is skipped on the embedded database.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createBookableBusiness, createMembership } from '../fixtures/factories.ts';
import { outboxAt } from '../support/outbox.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { offeredDates, offeredSlots } from './support/public-schedule.ts';
import { freePort, spawnServerProcess, type ServerProcess } from './support/server-process.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';
import { startTestServer } from './support/test-server.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** A backup or restore script, run as an operator runs it: its settings in the environment. */
async function script(name: 'backup' | 'restore', folder: string, settings: Record<string, string>) {
  // Vitest puts Vite's BASE_URL ('/') into the environment; the scripts read BASE_URL as the server does.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const { stdout } = await run(process.execPath, [`scripts/${name}.ts`, folder], {
    env: { ...inherited, STORAGE_DRIVER: 'local', ...settings },
  });
  return stdout;
}

/** The same person's cookies (their session) sent to another server. */
function sameSessionAt(baseUrl: string, client: TestClient): TestClient {
  const moved = createClient(baseUrl);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

describe.skipIf(!postgresUrl)(
  'backup and restore (PostgreSQL only: pg_dump and pg_restore need a server; skipped on the embedded database)',
  () => {
    it('restores into a fresh database and folder, and the app started on it serves the same data', async () => {
      const server = await startTestServer();
      cleanups.push(() => server.close());
      expect(server.databaseUrl, 'the test server runs on PostgreSQL').toBeDefined();

      // Data made through the app: a salon whose owner uploads a logo, and a client who books a visit.
      const salon = await createBookableBusiness(server.db);
      const slug = salon.business.slug;
      const owner = await signedInPerson(server, { name: 'Savininkė Rūta' });
      await createMembership(server.db, {
        businessId: salon.business.id,
        userId: owner.user.id,
        role: 'owner',
      });
      const logoForm = new FormData();
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2185b' } })
        .png()
        .toBuffer();
      logoForm.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
      const logo = await owner.client.post(`/api/admin/business/${salon.business.id}/logo/upload`, logoForm);
      expect(logo.status, logo.text).toBe(200);
      const logoUrl = logo.json.url as string;

      const query = new URLSearchParams({ business: slug, service: salon.service.id });
      const options = await createClient(server.url).get(`/api/public/schedule/calendar-options?${query}`);
      expect(options.status, options.text).toBe(200);
      const dates = await offeredDates(server.url, salon, options.json.firstDate, options.json.lastDate);
      // The last bookable day: its times stay ahead of the real clock the restored server reads.
      const day = dates.at(-1)!;
      const slots = await offeredSlots(server.url, salon, day);
      expect(slots.length, 'a working day offers several times').toBeGreaterThan(2);
      const [first, last] = [slots[0]!, slots.at(-1)!];
      const client = await signedInPerson(server, { name: 'Ieva Klientė', phoneNumber: '+37061234567' });
      const rival = await signedInPerson(server, { name: 'Greta Klientė', phoneNumber: '+37061234568' });
      const booked = await client.client.post('/api/user/appointments', {
        business: slug,
        service: salon.service.id,
        start: first.start,
      });
      expect(booked.status, booked.text).toBe(201);

      const businessBefore = await createClient(server.url).get(`/api/public/business/${slug}`);
      const visitsBefore = await client.client.get('/api/user/appointments?scope=upcoming');
      expect(visitsBefore.json.items.map((item: { id: string }) => item.id)).toEqual([
        booked.json.appointment.id,
      ]);

      // Backed up while the server serves, restored into a new database and an empty data folder.
      const backupFolder = path.join(await tempFolder('gl-backup-'), 'kopija');
      const backedUp = await script('backup', backupFolder, {
        DATABASE_URL: server.databaseUrl!,
        DATA_DIR: server.dataDir,
      });
      expect(backedUp).toContain('database.dump');
      expect(backedUp).toContain('uploads.tar');
      const restored = await createTemporaryDatabase(postgresUrl!);
      cleanups.push(() => restored.drop());
      const restoredDir = await tempFolder('gl-restored-');
      await script('restore', backupFolder, { DATABASE_URL: restored.url, DATA_DIR: restoredDir });

      // The real entry point on what was restored; stopped with SIGTERM, as systemd stops it.
      const instance: ServerProcess = spawnServerProcess({
        port: await freePort(),
        dataDir: restoredDir,
        databaseUrl: restored.url,
      });
      cleanups.push(async () => {
        if (instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill('SIGTERM');
          expect(await instance.exited).toBe(0);
        }
      });
      await instance.healthy();

      const businessAfter = await createClient(instance.base).get(`/api/public/business/${slug}`);
      expect(businessAfter.status, businessAfter.text).toBe(200);
      expect(businessAfter.json).toEqual(businessBefore.json);
      const logoAfter = await fetch(new URL(logoUrl, instance.base));
      expect(logoAfter.status).toBe(200);
      expect(Buffer.from(await logoAfter.arrayBuffer())).toEqual(
        await readFile(path.join(server.dataDir, logoUrl)),
      );

      const sameClient = sameSessionAt(instance.base, client.client);
      const visitsAfter = await sameClient.get('/api/user/appointments?scope=upcoming');
      expect(visitsAfter.status, visitsAfter.text).toBe(200);
      expect(visitsAfter.json).toEqual(visitsBefore.json);

      // The no-overlap constraint and the job queue came back with the data.
      const rivalAfter = createClient(instance.base);
      await rivalAfter.signIn(rival.user.email, rival.password);
      const taken = await rivalAfter.post('/api/user/appointments', {
        business: slug,
        service: salon.service.id,
        start: first.start,
      });
      expect(taken.status, taken.text).toBe(409);
      const next = await sameClient.post('/api/user/appointments', {
        business: slug,
        service: salon.service.id,
        start: last.start,
      });
      expect(next.status, next.text).toBe(201);
      const confirmation = await outboxAt(path.join(restoredDir, 'outbox')).waitFor({
        to: client.user.email,
        containing: `vizitas-${next.json.appointment.id}@`,
        timeoutMs: 20_000,
      });
      expect(confirmation).toHaveLength(1);
    }, 180_000);
  },
);
