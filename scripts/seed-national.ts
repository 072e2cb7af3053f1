// `npm run seed -- --national`: the national-scale dataset on PostgreSQL (see src/server/db/seed/seed-national.ts).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { business } from '../src/server/db/schema.ts';
import { clearBusinesses, seedNationalData } from '../src/server/db/seed/seed-national.ts';

/** Creates the database the URL names when the server does not have it yet. */
async function ensureDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`Sukurta duomenų bazė ${name}.`);
    }
  } finally {
    await admin.end();
  }
}

export async function seedNational(options: {
  databaseUrl: string | undefined;
  reset: boolean;
  salons: number;
}) {
  if (!options.databaseUrl) {
    console.error(
      'Nacionaliniam duomenų rinkiniui reikia PostgreSQL: nurodykite DATABASE_URL, pvz., postgres://postgres@127.0.0.1:5432/national.',
    );
    process.exit(1);
  }
  await ensureDatabase(options.databaseUrl);
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: 'data',
    role: 'nacionalinių duomenų įrašymas',
  });
  try {
    const [existing] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(business);
    if ((existing?.n ?? 0) > 0) {
      if (!options.reset) {
        console.error('Duomenų bazėje jau yra verslų (norėdami juos pakeisti, paleiskite su --reset).');
        process.exit(1);
      }
      await clearBusinesses(handle.db);
    }
    const started = performance.now();
    const counts = await seedNationalData(handle.db, {
      now: new Date(),
      salons: options.salons,
      log: (line) => console.log(line),
    });
    console.log(
      `Nacionalinis duomenų rinkinys sukurtas per ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.table(counts);
  } finally {
    await handle.close();
  }
}
