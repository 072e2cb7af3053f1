import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { specialist, user } from '../../../src/server/db/schema.ts';
import { createBookableBusiness, createMembership, createUser } from '../../fixtures/factories.ts';
import { createClient, type TestClient, type TestResponse } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type ActorName = 'anonymous' | 'client' | 'specialist' | 'otherAdmin' | 'admin' | 'owner' | 'operator';

/** Everyone an authorisation matrix asks about, signed in over HTTP, around one business ("home"). */
export interface Actors {
  home: Awaited<ReturnType<typeof createBookableBusiness>>;
  other: Awaited<ReturnType<typeof createBookableBusiness>>;
  clients: Record<ActorName, TestClient>;
  /** The status each actor gets for `request`, asked in the order of ALL_ACTORS. */
  statuses(
    request: (client: TestClient, actor: ActorName) => Promise<TestResponse | { status: number }>,
  ): Promise<Record<ActorName, number>>;
}

/** The business's own staff read it; a stranger finds nothing (404) and an anonymous caller must sign in. */
export const STAFF_READS: Readonly<Record<ActorName, number>> = {
  anonymous: 401,
  client: 404,
  specialist: 200,
  otherAdmin: 404,
  admin: 200,
  owner: 200,
  operator: 200,
};

/** Its managers (admin, owner, operator) change it; its specialist is refused. */
export const MANAGERS_WRITE: Readonly<Record<ActorName, number>> = { ...STAFF_READS, specialist: 403 };

/** A fresh test server with every actor signed in. */
export async function startServerWithActors(
  options?: Parameters<typeof startTestServer>[0],
): Promise<{ server: TestServer; actors: Actors }> {
  const server = await startTestServer(options);
  return { server, actors: await createActors(server.db, server.url) };
}

export async function createActors(db: Database, baseUrl: string): Promise<Actors> {
  const home = await createBookableBusiness(db);
  const other = await createBookableBusiness(db);

  const people = {
    client: await createUser(db, { name: 'Klientė Testaitė' }),
    specialist: await createUser(db, { name: 'Specialistė Testaitė' }),
    otherAdmin: await createUser(db, { name: 'Kito Salono Administratorė' }),
    admin: await createUser(db, { name: 'Administratorė Testaitė' }),
    owner: await createUser(db, { name: 'Savininkė Testaitė' }),
    operator: await createUser(db, { name: 'Operatorius Testas' }),
  };
  await createMembership(db, {
    businessId: home.business.id,
    userId: people.specialist.user.id,
    role: 'specialist',
  });
  await db
    .update(specialist)
    .set({ userId: people.specialist.user.id })
    .where(eq(specialist.id, home.specialist.id));
  await createMembership(db, {
    businessId: other.business.id,
    userId: people.otherAdmin.user.id,
    role: 'admin',
  });
  await createMembership(db, { businessId: home.business.id, userId: people.admin.user.id, role: 'admin' });
  await createMembership(db, { businessId: home.business.id, userId: people.owner.user.id, role: 'owner' });
  await db.update(user).set({ isOperator: true }).where(eq(user.id, people.operator.user.id));

  const clients = { anonymous: createClient(baseUrl) } as Record<ActorName, TestClient>;
  for (const [name, person] of Object.entries(people) as [
    Exclude<ActorName, 'anonymous'>,
    typeof people.client,
  ][]) {
    const client = createClient(baseUrl);
    await client.signIn(person.user.email, person.password);
    clients[name] = client;
  }
  return {
    home,
    other,
    clients,
    async statuses(request) {
      const statuses = {} as Record<ActorName, number>;
      for (const actor of ALL_ACTORS) statuses[actor] = (await request(clients[actor], actor)).status;
      return statuses;
    },
  };
}

export const ALL_ACTORS: ActorName[] = [
  'anonymous',
  'client',
  'specialist',
  'otherAdmin',
  'admin',
  'owner',
  'operator',
];
