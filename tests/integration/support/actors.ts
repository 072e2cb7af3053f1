import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
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

/** A record of the other business: its own admin and the operator reach it; the home business's people find nothing. */
export const OTHER_BUSINESS_MANAGES: Readonly<Record<ActorName, number>> = {
  anonymous: 401,
  client: 404,
  specialist: 404,
  otherAdmin: 200,
  admin: 404,
  owner: 404,
  operator: 200,
};

/** Only the operator acts on the home business: its own staff are refused, strangers find nothing. */
export const OPERATOR_ONLY_ON_BUSINESS: Readonly<Record<ActorName, number>> = {
  ...STAFF_READS,
  specialist: 403,
  admin: 403,
  owner: 403,
};

/** A fresh test server with every actor signed in. */
export async function startServerWithActors(
  options?: Parameters<typeof startTestServer>[0],
): Promise<{ server: TestServer; actors: Actors }> {
  const server = await startTestServer(options);
  return { server, actors: await createActors(server.db, server.url) };
}

/**
 * One test file's server with every actor signed in, started before its tests and closed after them. `server`
 * and `actors` are filled in place when the file's first `beforeAll` runs, so later hooks and tests can use
 * them directly.
 */
export function useServerWithActors(options?: Parameters<typeof startTestServer>[0]) {
  const server = {} as TestServer;
  const actors = {} as Actors;
  beforeAll(async () => {
    const started = await startServerWithActors(options);
    Object.assign(server, started.server);
    Object.assign(actors, started.actors);
  });
  afterAll(() => server.close?.());
  return {
    server,
    actors,
    as: (name: ActorName): TestClient => actors.clients[name],
    home: () => actors.home,
    slug: () => actors.home.business.slug,
  };
}

/** A new HTTP client signed in as `person` (a user made by `createUser`). */
export async function signedInClient(
  baseUrl: string,
  person: { user: { email: string }; password: string },
): Promise<TestClient> {
  const client = createClient(baseUrl);
  await client.signIn(person.user.email, person.password);
  return client;
}

/** A new person (a user made here from `fields`), signed in over HTTP. */
export async function signedInPerson(
  server: { db: Database; url: string },
  fields: Parameters<typeof createUser>[1] = {},
) {
  const person = await createUser(server.db, fields);
  return { ...person, client: await signedInClient(server.url, person) };
}

/** A new member of a business in `role` (a user made here from `fields`), signed in over HTTP. */
export async function signedInMember(
  server: { db: Database; url: string },
  businessId: string,
  role: Parameters<typeof createMembership>[1]['role'],
  fields: Parameters<typeof createUser>[1] = {},
) {
  const { client, ...person } = await signedInPerson(server, fields);
  await createMembership(server.db, { businessId, userId: person.user.id, role });
  return { person, client };
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
    clients[name] = await signedInClient(baseUrl, person);
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
