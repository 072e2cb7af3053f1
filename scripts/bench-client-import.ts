// How long a salon's move takes: 5 000 clients from a CSV export (and the same list as .xlsx) into the client
// cards of a salon that already has 500, through the import's own use case on a fresh database: a dry run,
// the import (one transaction), the same file again (everything merges) and the undo. Every tenth row
// repeats an earlier person or an existing card, one in fifty is bad. Prints the seconds each took.
//
//   node scripts/bench-client-import.ts     (BENCH_DATABASE_URL=postgres://… to measure PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import type { SessionUser } from '../src/contracts/session-user.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ensureCatalogue } from '../src/server/db/records/catalogue.ts';
import { business, clientCard, user } from '../src/server/db/schema.ts';
import { DEMO_AREAS, DEMO_LOCATIONS } from '../src/server/db/seed/demo-catalogue.ts';
import { importClients, undoClientImport } from '../src/server/modules/client-cards/client-import.ts';

export const IMPORT_ROWS = 5_000;
const EXISTING_CARDS = 500;

export interface ImportFigure {
  step: string;
  seconds: number;
  created: number;
  merged: number;
  skipped: number;
}

const phoneOf = (n: number) => `8 6${String(1_000_000 + n).padStart(7, '0')}`;

/** The export: `First Name,Last Name,Mobile Number,Email,Notes`, as Fresha writes it. */
function exportRows(): string[][] {
  const rows = [['First Name', 'Last Name', 'Mobile Number', 'Email', 'Notes']];
  for (let i = 0; i < IMPORT_ROWS; i += 1) {
    if (i % 50 === 49) rows.push([`Klaidinga${i}`, '', '12', '', '']);
    else if (i % 10 === 9) rows.push([`Pakartota`, `${i}`, phoneOf(i - 5), '', `Antra eilutė ${i}`]);
    else if (i % 10 === 8 && i < EXISTING_CARDS * 10)
      rows.push([`Esama`, `${i}`, phoneOf(100_000 + Math.floor(i / 10)), '', 'Iš importo']);
    else
      rows.push([
        `Klientė`,
        `Nr. ${i}`,
        phoneOf(i),
        `klientė.${i}@example.lt`,
        i % 3 === 0 ? 'Alergija dažams' : '',
      ]);
  }
  return rows;
}

function toCsv(rows: string[][]): string {
  return rows
    .map((row) =>
      row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
    )
    .join('\r\n');
}

export async function measureClientImport(options: { databaseUrl?: string }): Promise<ImportFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-import-'));
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir, role: 'našumo matavimas' });
  try {
    const { db } = handle;
    const { locations } = await ensureCatalogue(db, { areas: DEMO_AREAS, locations: DEMO_LOCATIONS });
    const [biz] = await db
      .insert(business)
      .values({
        slug: `importo-bench-${Date.now().toString(36)}`,
        name: 'Importo salonas',
        onboarded: true,
        locationId: locations.get('vilnius') ?? null,
      })
      .returning();
    if (!biz) throw new Error('bench business not created');
    const operatorId = `bench-import-${Date.now().toString(36)}`;
    await db
      .insert(user)
      .values({ id: operatorId, name: 'Operatorius', email: `${operatorId}@example.lt`, isOperator: true });
    const operator: SessionUser = {
      id: operatorId,
      name: 'Operatorius',
      email: `${operatorId}@example.lt`,
      emailVerified: true,
      twoFactorEnabled: false,
      isOperator: true,
      termsVersion: null,
      phoneNumber: null,
    };
    await db.insert(clientCard).values(
      Array.from({ length: EXISTING_CARDS }, (_, i) => ({
        businessId: biz.id,
        name: `Esama klientė ${i}`,
        phone: `+3706${String(1_100_000 + i).padStart(7, '0')}`,
        notes: 'Nuolatinė',
      })),
    );

    const rows = exportRows();
    const csv = new TextEncoder().encode(toCsv(rows));
    const xlsx = new Uint8Array(
      await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer(),
    );
    const figures: ImportFigure[] = [];
    const timed = async (step: string, bytes: Uint8Array, dryRun: boolean) => {
      const started = performance.now();
      const result = await importClients(db, {
        user: operator,
        business: biz.id,
        bytes,
        dryRun,
        now: new Date(),
      });
      figures.push({ step, seconds: (performance.now() - started) / 1000, ...result });
      return result;
    };
    await timed(`CSV, ${IMPORT_ROWS} rows, dry run`, csv, true);
    await timed(`.xlsx, ${IMPORT_ROWS} rows, dry run`, xlsx, true);
    const imported = await timed(`CSV, ${IMPORT_ROWS} rows, import`, csv, false);
    await timed(`the same CSV again (all merge)`, csv, false);
    const started = performance.now();
    const undone = await undoClientImport(db, {
      user: operator,
      business: biz.id,
      importId: imported.importId!,
      now: new Date(),
    });
    figures.push({
      step: `undo of the import`,
      seconds: (performance.now() - started) / 1000,
      created: -undone.removed,
      merged: undone.restored,
      skipped: undone.kept,
    });
    return figures;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function clientImportTable(figures: readonly ImportFigure[]): string {
  return [
    `Client import (${IMPORT_ROWS} rows into a salon with ${EXISTING_CARDS} cards; the undo row counts removed, restored, kept):`,
    '',
    '| step | seconds | created | merged | skipped |',
    '|---|---:|---:|---:|---:|',
    ...figures.map(
      (f) => `| ${f.step} | ${f.seconds.toFixed(2)} | ${f.created} | ${f.merged} | ${f.skipped} |`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  console.log(clientImportTable(await measureClientImport({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}
