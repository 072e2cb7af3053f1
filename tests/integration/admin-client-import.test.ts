import { and, eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { CLIENT_IMPORT_TEXTS } from '../../src/contracts/client-import.ts';
import { clientCard, clientImport } from '../../src/server/db/schema.ts';
import { createAppointment, createBusiness, createClientCard } from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, signedInMember, useServerWithActors } from './support/actors.ts';
import type { TestClient } from './support/http-client.ts';

// The clock the server reads: moved forward to see the undo time run out.
let clockOffsetMs = 0;
const { server, actors } = useServerWithActors({ now: () => new Date(Date.now() + clockOffsetMs) });

function importForm(
  content: string | Buffer,
  fields: { dryRun?: boolean; mapping?: Record<string, string>; name?: string } = {},
): FormData {
  const form = new FormData();
  const name = fields.name ?? (typeof content === 'string' ? 'klientai.csv' : 'klientai.xlsx');
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  if (fields.dryRun !== undefined) form.append('dryRun', String(fields.dryRun));
  if (fields.mapping) form.append('mapping', JSON.stringify(fields.mapping));
  return form;
}

/** A business of its own for a test, with its owner signed in. */
async function salon() {
  const business = await createBusiness(server.db);
  const { client } = await signedInMember(server, business.id, 'owner');
  const importFile = (content: string | Buffer, fields?: Parameters<typeof importForm>[1]) =>
    client.post(`/api/admin/business/${business.id}/clients/import`, importForm(content, fields));
  const cards = () =>
    server.db
      .select({
        name: clientCard.name,
        phone: clientCard.phone,
        email: clientCard.email,
        notes: clientCard.notes,
      })
      .from(clientCard)
      .where(eq(clientCard.businessId, business.id))
      .orderBy(clientCard.name);
  return { business, client, importFile, cards };
}

const FRESHA_CSV = [
  'First Name,Last Name,Mobile Number,Email,Notes',
  'Ona,Onaitė,8 612 34567,Ona@Example.LT,Alergija dažams',
  'Jonas,Jonaitis,+370-612-34568,,',
  'Rūta,Rūtaitė,370 612 34569,ruta@example.lt,"Mėgsta arbatą, ne kavą"',
  'Eglė,,0612 34570,,',
].join('\r\n');

describe('POST /api/admin/business/{id}/clients/import', () => {
  it('imports a CSV export: names joined, phones in +370, e-mails in lower case, notes kept', async () => {
    const { importFile, cards } = await salon();
    const response = await importFile(FRESHA_CSV);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      created: 4,
      merged: 0,
      skipped: 0,
      errors: [],
      dryRun: false,
      rows: 4,
    });
    expect(response.json.importId).toEqual(expect.any(String));
    expect(response.json.columns.map((column: { field: string }) => column.field)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'notes',
    ]);
    expect(await cards()).toEqual([
      { name: 'Eglė', phone: '+37061234570', email: null, notes: '' },
      { name: 'Jonas Jonaitis', phone: '+37061234568', email: null, notes: '' },
      { name: 'Ona Onaitė', phone: '+37061234567', email: 'ona@example.lt', notes: 'Alergija dažams' },
      {
        name: 'Rūta Rūtaitė',
        phone: '+37061234569',
        email: 'ruta@example.lt',
        notes: 'Mėgsta arbatą, ne kavą',
      },
    ]);
  });

  it('imports the first sheet of an .xlsx workbook with Lithuanian titles', async () => {
    const { importFile, cards } = await salon();
    const sheet = [
      [{ value: 'Vardas ir pavardė' }, { value: 'Tel. nr.' }, { value: 'El. paštas' }, { value: 'Pastabos' }],
      [
        { value: 'Aistė Aistytė' },
        { value: 861234571 },
        { value: 'AISTE@example.lt' },
        { value: 'Nuolatinė' },
      ],
      [{ value: 'Lina Linaitė' }, { value: '+370 612 34572' }, null, null],
    ];
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const response = await importFile(bytes);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ created: 2, merged: 0, skipped: 0, errors: [] });
    expect(await cards()).toEqual([
      { name: 'Aistė Aistytė', phone: '+37061234571', email: 'aiste@example.lt', notes: 'Nuolatinė' },
      { name: 'Lina Linaitė', phone: '+37061234572', email: null, notes: '' },
    ]);
  });

  it('reads a plain list without titles, separated by semicolons', async () => {
    const { importFile, cards } = await salon();
    const response = await importFile('Ona Onaitė;ona@example.lt;861234567\nJonas Jonaitis;;861234568\n');
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ created: 2, errors: [] });
    expect(response.json.columns).toEqual([
      { key: '1', header: '', field: 'name' },
      { key: '2', header: '', field: 'email' },
      { key: '3', header: '', field: 'phone' },
    ]);
    expect((await cards()).map((card) => card.phone)).toEqual(['+37061234568', '+37061234567']);
  });

  it('merges into a card already there and within the file, by phone or e-mail', async () => {
    const { business, importFile, cards } = await salon();
    await createClientCard(server.db, {
      businessId: business.id,
      name: 'Ona Onaitė',
      phone: '+37061234567',
      email: null,
      notes: 'Mėgsta kavą',
    });
    const csv = [
      'Vardas;Pavardė;Telefonas;El. paštas;Pastabos',
      'Ona;O.;8 612 34567;ona@example.lt;Alergija',
      'Jonas;Jonaitis;;jonas@example.lt;Pirmas',
      'Jonukas;;861234568;JONAS@example.lt;Antras',
      'Jonas;J.;861234568;;',
    ].join('\n');
    const response = await importFile(csv);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ created: 1, merged: 3, skipped: 0, errors: [] });
    expect(await cards()).toEqual([
      { name: 'Jonas Jonaitis', phone: '+37061234568', email: 'jonas@example.lt', notes: 'Pirmas\nAntras' },
      { name: 'Ona Onaitė', phone: '+37061234567', email: 'ona@example.lt', notes: 'Mėgsta kavą\nAlergija' },
    ]);
    // The same file again changes nothing: every row is the same person as a card.
    const again = await importFile(csv);
    expect(again.json).toMatchObject({ created: 0, merged: 4, importId: null });
  });

  it('changes nothing on a dry run and answers what the import would do', async () => {
    const { business, importFile, cards } = await salon();
    await createClientCard(server.db, { businessId: business.id, name: 'Ona', phone: '+37061234567' });
    const before = await cards();
    const dry = await importFile(FRESHA_CSV, { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json).toMatchObject({ created: 3, merged: 1, skipped: 0, importId: null, dryRun: true });
    expect(dry.json.preview[0]).toEqual([
      'Ona',
      'Onaitė',
      '8 612 34567',
      'Ona@Example.LT',
      'Alergija dažams',
    ]);
    expect(await cards()).toEqual(before);
    const imports = await server.db
      .select()
      .from(clientImport)
      .where(eq(clientImport.businessId, business.id));
    expect(imports).toEqual([]);

    const real = await importFile(FRESHA_CSV);
    expect(real.json).toMatchObject({ created: 3, merged: 1, skipped: 0 });
  });

  it('imports the good rows and lists the bad ones with their row number and a Lithuanian reason', async () => {
    const { importFile, cards } = await salon();
    const csv = [
      'Name,Phone,Email',
      'Ona Onaitė,861234567,',
      ',861234568,',
      'Jonas,12,',
      '',
      'Rūta,,ruta@',
      'Eglė,,egle@example.lt',
    ].join('\n');
    const response = await importFile(csv);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ created: 2, merged: 0, skipped: 4 });
    expect(response.json.errors).toEqual([
      { row: 3, message: 'Nėra kliento vardo.' },
      { row: 4, message: expect.stringMatching(/^Tel\. numeris „12“: /) },
      { row: 6, message: 'Neteisingas el. pašto adresas „ruta@“.' },
    ]);
    expect((await cards()).map((card) => card.name)).toEqual(['Eglė', 'Ona Onaitė']);
  });

  it('follows the mapping it is given', async () => {
    const { importFile, cards } = await salon();
    const csv = 'Klientė,Telefonas,Kita\nOna Onaitė,861234567,Slapta\n';
    const detected = await importFile(csv, { dryRun: true });
    // "Klientė" is not a title it knows: it finds no column for the name.
    expect(detected.status).toBe(400);
    expect(detected.json.fields.mapping).toBe(CLIENT_IMPORT_TEXTS.noNameColumn);

    const mapped = await importFile(csv, { mapping: { Klientė: 'name', Kita: 'ignore' } });
    expect(mapped.status, mapped.text).toBe(200);
    expect(await cards()).toEqual([{ name: 'Ona Onaitė', phone: '+37061234567', email: null, notes: '' }]);

    expect((await importFile(csv, { mapping: { Nėra: 'name' } })).status).toBe(400);
    expect((await importFile(csv, { mapping: { Klientė: 'birthday' } })).status).toBe(400);
  });

  it('refuses what is not a client list, without changing anything', async () => {
    const { importFile, client, business } = await salon();
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const notCsv = await importFile(binary, { name: 'paveikslelis.png' });
    expect(notCsv.status).toBe(422);
    expect(notCsv.json.error).toBe('unsupported_file');

    const brokenXlsx = await importFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]));
    expect(brokenXlsx.status).toBe(422);

    expect((await importFile('Vardas,Telefonas\n')).json.error).toBe('empty_file');
    const noFile = new FormData();
    noFile.append('dryRun', 'true');
    const missing = await client.post(`/api/admin/business/${business.id}/clients/import`, noFile);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(CLIENT_IMPORT_TEXTS.missingFile);
  });

  it('takes files far over the 64 KB request limit, up to 5 MB', async () => {
    const { importFile } = await salon();
    const rows = Array.from(
      { length: 3000 },
      (_, index) => `Klientė Nr. ${index},,klientes.adresas.${index}@example.lt`,
    );
    const csv = ['Name,Phone,Email', ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(100 * 1024);
    const response = await importFile(csv, { dryRun: true });
    expect(response.status, response.text).toBe(200);
    expect(response.json.created).toBe(3000);
  });

  it('refuses a file over 5 MB', async () => {
    const { importFile } = await salon();
    const tooLarge = await importFile('Name\n' + 'x'.repeat(5 * 1024 * 1024 + 100 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe('file_too_large');
  });
});

describe('DELETE /api/admin/business/{id}/clients/import/{importId}', () => {
  async function importedOnce() {
    const s = await salon();
    const kept = await createClientCard(server.db, {
      businessId: s.business.id,
      name: 'Ona Onaitė',
      phone: '+37061234567',
      email: null,
      notes: 'Mėgsta kavą',
    });
    const before = await s.cards();
    const response = await s.importFile(FRESHA_CSV);
    expect(response.json).toMatchObject({ created: 3, merged: 1 });
    const undo = (client: TestClient = s.client) =>
      client.delete(`/api/admin/business/${s.business.id}/clients/import/${response.json.importId}`);
    return { ...s, before, kept, importId: response.json.importId as string, undo };
  }

  it('removes the cards the import made and gives merged cards back what they had', async () => {
    const { undo, cards, before } = await importedOnce();
    const response = await undo();
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ success: true, removed: 3, restored: 1, kept: 0 });
    expect(await cards()).toEqual(before);

    const twice = await undo();
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('import_undone');
  });

  it('keeps a card that got a visit since and leaves a field someone changed since', async () => {
    const { business, undo, kept, cards } = await importedOnce();
    const specialistBusiness = actors.home;
    const [jonas] = await server.db
      .select()
      .from(clientCard)
      .where(and(eq(clientCard.businessId, business.id), eq(clientCard.phone, '+37061234568')));
    // A visit for "Jonas" (the card is of this business; the visit's place does not matter to the rule).
    await createAppointment(server.db, {
      businessId: specialistBusiness.business.id,
      specialistId: specialistBusiness.specialist.id,
      serviceId: specialistBusiness.service.id,
      startsAt: new Date(Date.UTC(2031, 0, 6, 9)),
      clientCardId: jonas!.id,
      status: 'confirmed',
    });
    await server.db.update(clientCard).set({ notes: 'Pakeista ranka' }).where(eq(clientCard.id, kept.id));

    const response = await undo();
    expect(response.json).toMatchObject({ removed: 2, kept: 1, restored: 1 });
    expect(await cards()).toEqual([
      { name: 'Jonas Jonaitis', phone: '+37061234568', email: null, notes: '' },
      // The e-mail the import added is gone; the notes changed by hand stay.
      { name: 'Ona Onaitė', phone: '+37061234567', email: null, notes: 'Pakeista ranka' },
    ]);
  });

  it('can no longer be undone after 24 hours', async () => {
    const { undo } = await importedOnce();
    clockOffsetMs = 24 * 3600_000 + 60_000;
    try {
      const response = await undo();
      expect(response.status).toBe(409);
      expect(response.json.error).toBe('import_expired');
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('who may import', () => {
  it.each(ALL_ACTORS)('import and undo at the home business as %s', async (actor) => {
    const home = actors.home.business;
    const client = actors.clients[actor];
    const csv = `Name,Phone\nKlientė ${actor},\n`;
    const response = await client.post(`/api/admin/business/${home.id}/clients/import`, importForm(csv));
    expect(response.status, response.text).toBe(MANAGERS_WRITE[actor]);

    // An import of the home business, undone by each actor.
    const made = await actors.clients.operator.post(
      `/api/admin/business/${home.id}/clients/import`,
      importForm(`Name\nAtšaukiama ${actor}\n`),
    );
    const undo = await client.delete(`/api/admin/business/${home.id}/clients/import/${made.json.importId}`);
    expect(undo.status, undo.text).toBe(MANAGERS_WRITE[actor]);
  });

  it("refuses another business's admin, also with the home business's import id through their own", async () => {
    const home = actors.home.business;
    const made = await actors.clients.owner.post(
      `/api/admin/business/${home.id}/clients/import`,
      importForm('Name\nSvetimiems nematoma\n'),
    );
    const other = actors.clients.otherAdmin;
    expect(
      (await other.delete(`/api/admin/business/${home.id}/clients/import/${made.json.importId}`)).status,
    ).toBe(404);
    expect(
      (
        await other.delete(
          `/api/admin/business/${actors.other.business.id}/clients/import/${made.json.importId}`,
        )
      ).status,
    ).toBe(404);
    const [card] = await server.db
      .select()
      .from(clientCard)
      .where(eq(clientCard.name, 'Svetimiems nematoma'));
    expect(card).toBeDefined();
  });
});
