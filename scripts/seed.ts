// Fills the database with demo data: `node scripts/seed.ts [--reset]` (`npm run seed -- --reset`).
// Without --reset it does nothing when the demo data is already there; with it, all data is replaced.
// `--national [--salons=N]` writes the national-scale dataset instead (PostgreSQL only, DATABASE_URL; the
// database is created when missing; with --reset its businesses are removed first).
import path from 'node:path';
import { parseEnv } from '../src/server/config/env.ts';
import { loadEnvFileIfPresent } from '../src/server/config/load-env-file.ts';
import { exitOnStartupError } from '../src/server/config/startup-error.ts';
import { assertDataDirFree } from '../src/server/db/data-dir-lock.ts';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
loadEnvFileIfPresent();
const env = parseEnv(process.env);
if (args.includes('--national')) {
  const salons = Number(args.find((arg) => arg.startsWith('--salons='))?.slice('--salons='.length) ?? 3000);
  const { seedNational } = await import('./seed-national.ts');
  await seedNational({ databaseUrl: env.DATABASE_URL, reset, salons });
  process.exit(0);
}
// A data folder in use is reported before the seed's modules load; openDatabase takes the folder itself.
if (!env.DATABASE_URL) await assertDataDirFree(env.DATA_DIR).catch(exitOnStartupError);
const { openDatabase } = await import('../src/server/db/client.ts');
const { DEMO_ACCOUNTS, seedDemoData } = await import('../src/server/db/seed/seed-demo.ts');
const { createLocalStorage } = await import('../src/server/storage/storage.ts');
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  role: 'demonstracinių duomenų įrašymas',
}).catch(exitOnStartupError);
try {
  const started = performance.now();
  const result = await seedDemoData({
    db: handle.db,
    storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads')),
    now: new Date(),
    reset,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.created) {
    console.log(`Demonstraciniai duomenys sukurti per ${seconds} s.`);
    if (result.counts) console.table(result.counts);
  } else {
    console.log('Demonstraciniai duomenys jau yra (norėdami sukurti iš naujo, paleiskite su --reset).');
  }
  console.log('Demonstracinės paskyros:');
  for (const demo of DEMO_ACCOUNTS) console.log(`  ${demo.email.padEnd(32)} ${demo.password}  ${demo.role}`);
} finally {
  await handle.close();
}
