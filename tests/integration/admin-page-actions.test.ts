// The admin pages' actions (web-services group `adminBusiness`) with ids a tampered or mangled form posts:
// they must answer a Lithuanian 404, never reach the uuid columns (a Postgres syntax error, i.e. a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import { createAdminBusinessServices } from '../../src/server/modules/business-settings/admin-business-services.ts';
import { createBookableBusiness, createMembership, createUser } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let owner: SessionUser;
let home: Awaited<ReturnType<typeof createBookableBusiness>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  home = await createBookableBusiness(server.db);
  const { user } = await createUser(server.db, { name: 'Savininkė Testaitė' });
  await createMembership(server.db, { businessId: home.business.id, userId: user.id, role: 'owner' });
  owner = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: true,
    twoFactorEnabled: false,
    isOperator: false,
    phoneNumber: null,
  };
});
afterAll(() => server?.close());

const GARBAGE_IDS = [
  '',
  '   ',
  'ne-uuid',
  "1' or '1'='1",
  '12345',
  `${'a'.repeat(8)}-zzzz-4zzz-8zzz-${'b'.repeat(12)}`,
];

describe('service actions with a garbage serviceId', () => {
  it.each(GARBAGE_IDS)('%j answers 404 „Paslauga nerasta.“', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const slug = home.business.slug;
    const outcomes = [
      await services.updateService(owner, slug, id, { name: 'Nauja' }),
      await services.updateService(owner, slug, id, { active: false }),
      await services.moveService(owner, slug, id, 'up'),
      await services.removeService(owner, slug, id),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ ok: false, status: 404, error: 'not_found', message: 'Paslauga nerasta.' });
    }
  });

  it('still finds the real service by its id', async () => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.moveService(owner, home.business.slug, home.service.id, 'up');
    expect(outcome.ok).toBe(true);
  });
});

describe('specialist actions with a garbage specialistId', () => {
  it.each(GARBAGE_IDS)('%j answers 404 „Specialistas nerastas.“', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const slug = home.business.slug;
    const outcomes = [
      await services.updateSpecialist(owner, slug, id, { name: 'Nauja' }),
      await services.updateSpecialist(owner, slug, id, { active: true }),
      await services.moveSpecialist(owner, slug, id, 'down'),
      await services.removeSpecialist(owner, slug, id),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toEqual({
        ok: false,
        status: 404,
        error: 'not_found',
        message: 'Specialistas nerastas.',
      });
    }
  });

  it('still finds the real specialist by its id', async () => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.moveSpecialist(owner, home.business.slug, home.specialist.id, 'down');
    expect(outcome.ok).toBe(true);
  });
});

describe('operator actions with a garbage businessId', () => {
  it.each(GARBAGE_IDS)('%j answers 404, not a server error', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.markContacted({ ...owner, isOperator: true }, id);
    expect(outcome).toMatchObject({ ok: false, status: 404, error: 'not_found' });
  });
});
