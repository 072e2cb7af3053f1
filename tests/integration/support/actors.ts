import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { specialist, user } from '../../../src/server/db/schema.ts';
import { createBookableBusiness, createMembership, createUser } from '../../fixtures/factories.ts';
import { createClient, type TestClient } from './http-client.ts';

export type ActorName = 'anonymous' | 'client' | 'specialist' | 'otherAdmin' | 'admin' | 'owner' | 'operator';

/** Everyone an authorisation matrix asks about, signed in over HTTP, around one business ("home"). */
export interface Actors {
  home: Awaited<ReturnType<typeof createBookableBusiness>>;
  other: Awaited<ReturnType<typeof createBookableBusiness>>;
  clients: Record<ActorName, TestClient>;
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
  return { home, other, clients };
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
