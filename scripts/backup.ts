// A backup of a PostgreSQL deployment, taken while it serves: `node scripts/backup.ts <folder>` writes
// `database.dump` (pg_dump's custom format: one consistent snapshot, restored with scripts/restore.ts) and,
// with local storage, `uploads.tar` (DATA_DIR/uploads). Settings as the server reads them (DATABASE_URL,
// DATA_DIR, STORAGE_DRIVER). The database goes first: uploads get new names and leave only after no record
// refers to them, so a tar taken after the snapshot holds every file the snapshot refers to, except one
// replaced and removed in the seconds between the two.
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { exitOnStartupError, StartupError } from '../src/server/config/startup-error.ts';
import { BACKUP_FILES, clientConnection, run, serverSettings, sizeText } from './postgres-tools.ts';

async function backup(folderArgument: string | undefined) {
  if (!folderArgument) throw new StartupError('Naudojimas: node scripts/backup.ts <aplankas>');
  const env = serverSettings();
  if (!env.DATABASE_URL) {
    throw new StartupError(
      'DATABASE_URL nenurodytas: šis scenarijus kopijuoja PostgreSQL duomenų bazę. Įterptinės duomenų bazės ' +
        'kopija yra sustabdyto serverio DATA_DIR aplankas (docs/operations.md).',
    );
  }
  const folder = path.resolve(folderArgument);
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    throw new StartupError(`Aplankas ${folder} nėra tuščias: kopijai reikia naujo aplanko.`);
  }
  // A backup holds people's personal data: only its owner reads it (pg_dump and tar inherit the mask).
  process.umask(0o077);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const started = performance.now();

  const databaseFile = path.join(folder, BACKUP_FILES.database);
  const connection = clientConnection(env.DATABASE_URL);
  await run(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${databaseFile}`,
      `--dbname=${connection.dbname}`,
    ],
    connection.env,
  );
  const lines = [`${BACKUP_FILES.database}: ${sizeText((await stat(databaseFile)).size)}`];

  const uploadsDir = path.resolve(env.DATA_DIR, 'uploads');
  if (env.STORAGE_DRIVER === 's3') {
    lines.push('įkelti failai S3 saugykloje nekopijuojami (jų kopijas daro saugykla: versijos, replikacija)');
  } else if (existsSync(uploadsDir)) {
    const uploadsFile = path.join(folder, BACKUP_FILES.uploads);
    await run('tar', [
      '--create',
      `--file=${uploadsFile}`,
      `--directory=${path.dirname(uploadsDir)}`,
      'uploads',
    ]);
    lines.push(`${BACKUP_FILES.uploads}: ${sizeText((await stat(uploadsFile)).size)}`);
  } else {
    lines.push(`įkeltų failų aplanko ${uploadsDir} nėra: nieko nekopijuota`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Atsarginė kopija ${folder} (per ${seconds} s):\n  ${lines.join('\n  ')}`);
}

await backup(process.argv[2]).catch(exitOnStartupError);
