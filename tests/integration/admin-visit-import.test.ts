// Importing the future visits of a salon's old booking book: /api/admin/business/{id}/visits/import.
import { eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { VISIT_IMPORT_TEXTS } from '../../src/contracts/visit-import.ts';
import { appointment, clientCard, timeBlock } from '../../src/server/db/schema.ts';
import { createAppointment, createBookableBusiness, createClientCard } from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, signedInMember, useServerWithActors } from './support/actors.ts';

// Tuesday 10 March 2026, 12:00 in Vilnius; the clock moves forward to see the undo time run out.
const NOW = new Date('2026-03-10T10:00:00Z');
let clockOffsetMs = 0;
const { server, actors } = useServerWithActors({ now: () => new Date(NOW.getTime() + clockOffsetMs) });

function importForm(
  content: string | Buffer,
  fields: { dryRun?: boolean; mapping?: Record<string, string> } = {},
) {
  const form = new FormData();
  const name = typeof content === 'string' ? 'vizitai.csv' : 'vizitai.xlsx';
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  if (fields.dryRun !== undefined) form.append('dryRun', String(fields.dryRun));
  if (fields.mapping) form.append('mapping', JSON.stringify(fields.mapping));
  return form;
}

/** A salon of its own: Testė Specialistė does "Moteriškas kirpimas" (60 min) Monday–Friday 09:00–18:00. */
async function salon() {
  const bookable = await createBookableBusiness(server.db, {
    specialist: { name: 'Testė Specialistė' },
    service: { name: 'Moteriškas kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
  });
  const businessId = bookable.business.id;
  const { client } = await signedInMember(server, businessId, 'owner');
  const importFile = (content: string | Buffer, fields?: Parameters<typeof importForm>[1]) =>
    client.post(`/api/admin/business/${businessId}/visits/import`, importForm(content, fields));
  const visits = () =>
    server.db
      .select({
        id: appointment.id,
        startsAt: appointment.startsAt,
        status: appointment.status,
        clientCardId: appointment.clientCardId,
        businessNote: appointment.businessNote,
      })
      .from(appointment)
      .where(eq(appointment.businessId, businessId))
      .orderBy(appointment.startsAt);
  const cards = () =>
    server.db
      .select({ id: clientCard.id, name: clientCard.name, phone: clientCard.phone })
      .from(clientCard)
      .where(eq(clientCard.businessId, businessId))
      .orderBy(clientCard.name);
  return { ...bookable, client, importFile, visits, cards };
}

const at = (iso: string) => new Date(iso);

describe('POST /api/admin/business/{id}/visits/import', () => {
  it('checks every row by the booking rules and lists each one left out with its reason', async () => {
    const home = await salon();
    const ona = await createClientCard(server.db, {
      businessId: home.business.id,
      name: 'Ona Onaitė',
      phone: '+37061234567',
      email: 'ona@example.lt',
    });
    await createAppointment(server.db, {
      businessId: home.business.id,
      specialistId: home.specialist.id,
      serviceId: home.service.id,
      startsAt: at('2026-03-16T09:00:00Z'), // 11:00 in Vilnius
    });
    await server.db.insert(timeBlock).values({
      businessId: home.business.id,
      specialistId: home.specialist.id,
      startsAt: at('2026-03-17T11:00:00Z'), // 13:00–14:00
      endsAt: at('2026-03-17T12:00:00Z'),
      title: 'Pietūs',
    });
    const csv = [
      'Data;Laikas;Klientas;Telefonas;Paslauga;Specialistas;Pastabos',
      '2026-03-16;10:00;Ona;8 612 34567;moteriskas kirpimas;TESTĖ SPECIALISTĖ;Trumpai',
      '2026.03.16;9.30;Jonas Jonaitis;;Moteriškas kirpimas;Testė Specialistė;',
      '16.03.2026;12:00;Rūta;;Dažymas;Testė Specialistė;',
      '2026-03-16;13:00;Rūta;;Moteriškas kirpimas;Nežinoma Kirpėja;',
      '2026-03-09;10:00;Rūta;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-16;20:00;Rūta;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-16;11:30;Rūta;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-17;13:30;Rūta;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-17;9:00;Jonas Jonaitis;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-18;09:00;jonas jonaitis;;Moteriškas kirpimas;Testė Specialistė;',
      '2026-03-18;25:00;Rūta;;Moteriškas kirpimas;Testė Specialistė;',
    ].join('\r\n');

    const dry = await home.importFile(csv, { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json).toMatchObject({
      visits: 3,
      newClients: 1,
      skipped: 8,
      dryRun: true,
      importId: null,
      rows: 11,
    });
    expect(dry.json.columns.map((column: { field: string }) => column.field)).toEqual([
      'date',
      'time',
      'client',
      'phone',
      'service',
      'specialist',
      'notes',
    ]);
    expect(dry.json.errors).toEqual([
      { row: 3, message: 'Testė Specialistė 09:30–10:30 jau turi vizitą iš 2 eilutės.' },
      { row: 4, message: 'Paslaugos „Dažymas“ verslo paslaugose nėra.' },
      { row: 5, message: 'Specialisto „Nežinoma Kirpėja“ komandoje nėra.' },
      { row: 6, message: 'Šis laikas jau praėjo – importuojami tik būsimi vizitai.' },
      { row: 7, message: expect.stringMatching(/darbo laik/i) },
      { row: 8, message: 'Testė Specialistė 11:30–12:30 jau turi vizitą arba užimtą laiką.' },
      { row: 9, message: 'Testė Specialistė 13:30–14:30 jau turi vizitą arba užimtą laiką.' },
      { row: 12, message: 'Neteisingas laikas „25:00“ (rašykite 14:30).' },
    ]);
    expect(await home.visits()).toHaveLength(1); // a dry run changes nothing

    const done = await home.importFile(csv);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ visits: 3, newClients: 1, dryRun: false });
    expect(done.json.importId).toEqual(expect.any(String));
    const booked = (await home.visits()).filter(
      (visit) => visit.startsAt.getTime() !== at('2026-03-16T09:00:00Z').getTime(),
    );
    expect(booked.map((visit) => [visit.startsAt.toISOString(), visit.status])).toEqual([
      ['2026-03-16T08:00:00.000Z', 'confirmed'],
      ['2026-03-17T07:00:00.000Z', 'confirmed'],
      ['2026-03-18T07:00:00.000Z', 'confirmed'],
    ]);
    // Ona by her phone, the card she has; Jonas once, one new card for both of his visits.
    expect(booked[0]).toMatchObject({ clientCardId: ona.id, businessNote: 'Trumpai' });
    expect(booked[1]!.clientCardId).toBe(booked[2]!.clientCardId);
    expect((await home.cards()).map((card) => card.name)).toEqual(['Jonas Jonaitis', 'Ona Onaitė']);
    // The salon moves its book: nobody is sent a letter about these visits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await server.outbox.mails({ to: 'ona@example.lt' })).toEqual([]);

    // The same file again: every row is now taken by the visits it booked.
    const again = await home.importFile(csv, { dryRun: true });
    expect(again.json.visits).toBe(0);
  });

  it('reads an .xlsx with date and time cells, and a list without titles in the documented order', async () => {
    const home = await salon();
    const xlsx = await writeXlsxFile([
      [{ value: 'Date' }, { value: 'Time' }, { value: 'Client' }, { value: 'Service' }, { value: 'Staff' }],
      [
        { type: Date, value: new Date('2026-03-19T00:00:00Z'), format: 'yyyy-mm-dd' },
        { type: Date, value: new Date('1899-12-30T14:30:00Z'), format: 'hh:mm' },
        { value: 'Eglė' },
        { value: 'Moteriškas kirpimas' },
        { value: 'Testė Specialistė' },
      ],
    ]).toBuffer();
    const fromExcel = await home.importFile(xlsx, { dryRun: true });
    expect(fromExcel.status, fromExcel.text).toBe(200);
    expect(fromExcel.json).toMatchObject({ visits: 1, errors: [] });

    const plain = await home.importFile('2026-03-20,15:00,Eglė,Moteriškas kirpimas,Testė Specialistė', {
      dryRun: true,
    });
    expect(plain.json).toMatchObject({ visits: 1, errors: [], rows: 1 });
    expect(plain.json.columns.map((column: { field: string }) => column.field)).toEqual([
      'date',
      'time',
      'client',
      'service',
      'specialist',
    ]);
    const unmapped = await home.importFile('2026-03-20,15:00,Eglė,Moteriškas kirpimas,Testė Specialistė', {
      mapping: { '5': 'ignore' },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.json.fields.mapping).toBe(VISIT_IMPORT_TEXTS.missingColumns);
  });

  it('undoes an import within 24 hours: its visits and new cards go, a visit changed since stays', async () => {
    const home = await salon();
    const csv = [
      'Data,Laikas,Klientas,Paslauga,Specialistas',
      '2026-03-23,10:00,Laima,Moteriškas kirpimas,Testė Specialistė',
      '2026-03-24,10:00,Milda,Moteriškas kirpimas,Testė Specialistė',
    ].join('\n');
    const done = await home.importFile(csv);
    expect(done.json.visits).toBe(2);
    const [first] = await home.visits();
    await server.db.update(appointment).set({ status: 'cancelled' }).where(eq(appointment.id, first!.id));

    const path = `/api/admin/business/${home.business.id}/visits/import/${done.json.importId}`;
    const undone = await home.client.delete(path);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json).toMatchObject({
      message: VISIT_IMPORT_TEXTS.undone,
      removed: 1,
      kept: 1,
      removedClients: 1,
    });
    expect((await home.visits()).map((visit) => visit.id)).toEqual([first!.id]);
    expect((await home.cards()).map((card) => card.name)).toEqual(['Laima']);

    const twice = await home.client.delete(path);
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('import_undone');

    const later = await home.importFile(
      'Data,Laikas,Klientas,Paslauga,Specialistas\n2026-03-25,10:00,Dalia,Moteriškas kirpimas,Testė Specialistė',
    );
    clockOffsetMs = 25 * 60 * 60 * 1000;
    try {
      const expired = await home.client.delete(
        `/api/admin/business/${home.business.id}/visits/import/${later.json.importId}`,
      );
      expect(expired.status).toBe(409);
      expect(expired.json.error).toBe('import_expired');
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('who may import visits', () => {
  const csv = 'Data,Laikas,Klientas,Paslauga,Specialistas\n2026-03-26,10:00,Ieva,Kirpimas,Niekas';
  it.each(ALL_ACTORS)('a dry run and an undo of the home business as %s', async (actor) => {
    const base = `/api/admin/business/${actors.home.business.id}/visits/import`;
    const response = await actors.clients[actor].post(base, importForm(csv, { dryRun: true }));
    expect(response.status, response.text).toBe(MANAGERS_WRITE[actor]);

    const made = await actors.clients.operator.post(
      base,
      importForm(
        `Data,Laikas,Klientas,Paslauga,Specialistas\n2026-03-23,${ALL_ACTORS.indexOf(actor) + 9}:00,Ieva,${actors.home.service.name},${actors.home.specialist.name}`,
      ),
    );
    expect(made.status, made.text).toBe(200);
    const undo = await actors.clients[actor].delete(`${base}/${made.json.importId ?? 'nera'}`);
    expect(undo.status, undo.text).toBe(MANAGERS_WRITE[actor]);
  });
});
