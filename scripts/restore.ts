// Restores a backup of scripts/backup.ts: `node scripts/restore.ts <folder>` loads `database.dump` into
// DATABASE_URL and unpacks `uploads.tar` into DATA_DIR. The database must be new and empty (createdb) and the
// uploads folder empty or absent: a restore never merges into live data. pg_restore runs in one transaction,
// so a failure leaves the database empty again. The server is then started on it as usual; migrations newer
// than the backup are applied at its start.
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { exitOnStartupError, StartupError } from '../src/server/config/startup-error.ts';
import { BACKUP_FILES, clientConnection, run, serverSettings } from './postgres-tools.ts';

/** Whether the database has any table, view, sequence or index outside PostgreSQL's own schemas. */
async function hasRelations(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ found: boolean }>(
      `select exists (
         select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
       ) as found`,
    );
    return result.rows[0]!.found;
  } finally {
    await client.end();
  }
}

async function restore(folderArgument: string | undefined) {
  if (!folderArgument) throw new StartupError('Naudojimas: node scripts/restore.ts <aplankas>');
  const env = serverSettings();
  if (!env.DATABASE_URL) {
    throw new StartupError('DATABASE_URL nenurodytas: nurodykite naują, tuščią PostgreSQL duomenų bazę.');
  }
  const folder = path.resolve(folderArgument);
  const databaseFile = path.join(folder, BACKUP_FILES.database);
  if (!existsSync(databaseFile)) throw new StartupError(`Kopijoje nėra ${databaseFile}.`);
  const uploadsFile = path.join(folder, BACKUP_FILES.uploads);
  const uploadsDir = path.resolve(env.DATA_DIR, 'uploads');
  if (existsSync(uploadsFile) && existsSync(uploadsDir) && (await readdir(uploadsDir)).length > 0) {
    throw new StartupError(`Aplankas ${uploadsDir} nėra tuščias: failai atkuriami tik į tuščią aplanką.`);
  }
  if (await hasRelations(env.DATABASE_URL)) {
    throw new StartupError(
      'Duomenų bazė nėra tuščia: kopija atkuriama tik į naują, tuščią duomenų bazę (createdb).',
    );
  }
  const started = performance.now();

  const connection = clientConnection(env.DATABASE_URL);
  await run(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${connection.dbname}`,
      databaseFile,
    ],
    connection.env,
  );
  const restored = ['duomenų bazė'];
  if (existsSync(uploadsFile)) {
    await mkdir(env.DATA_DIR, { recursive: true });
    await run('tar', ['--extract', `--file=${uploadsFile}`, `--directory=${path.resolve(env.DATA_DIR)}`]);
    restored.push(`įkelti failai (${uploadsDir})`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Atkurta per ${seconds} s: ${restored.join(', ')}. Paleiskite serverį su šiuo DATABASE_URL.`);
}

await restore(process.argv[2]).catch(exitOnStartupError);
