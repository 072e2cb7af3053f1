import { describe, expect, it } from 'vitest';
import { detectLayout, fieldForHeader, readImportRow, type ImportColumn } from './client-import-rows.ts';

describe('fieldForHeader', () => {
  it.each([
    ['Vardas', 'firstName'],
    ['Pavardė', 'lastName'],
    ['Vardas ir pavardė', 'name'],
    ['Telefonas', 'phone'],
    ['Tel. nr.', 'phone'],
    ['El. paštas', 'email'],
    ['el pastas', 'email'],
    ['Pastabos', 'notes'],
    ['First Name', 'firstName'],
    ['Last name', 'lastName'],
    ['Full name', 'name'],
    ['Name', 'name'],
    ['Mobile', 'phone'],
    ['Mobile Number', 'phone'],
    ['Phone', 'phone'],
    ['E-mail', 'email'],
    ['Email', 'email'],
    ['Notes', 'notes'],
    ['Client notes', 'notes'],
  ])('recognises “%s” as %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('knows nothing of other titles', () => {
    expect(fieldForHeader('Gimimo data')).toBeNull();
    expect(fieldForHeader('')).toBeNull();
  });
});

describe('detectLayout', () => {
  it('reads a titled file and leaves unknown and repeated columns out', () => {
    const layout = detectLayout([
      ['First Name', 'Last Name', 'Mobile', 'Email', 'Gender', 'Phone'],
      ['Ona', 'Onaitė', '861234567', 'ona@x.lt', 'F', ''],
    ]);
    expect(layout.hasHeader).toBe(true);
    expect(layout.columns.map((column) => column.field)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'ignore',
      'ignore',
    ]);
    expect(layout.columns[0]).toEqual({ key: 'First Name', header: 'First Name', field: 'firstName' });
  });

  it('names repeated titles apart', () => {
    const layout = detectLayout([['Tel.', 'Tel.']]);
    expect(layout.columns.map((column) => column.key)).toEqual(['Tel.', 'Tel. (2)']);
  });

  it('reads a plain list by its cells', () => {
    const layout = detectLayout([
      ['Ona Onaitė', 'ona@x.lt', '+370 612 34567'],
      ['Jonas Jonaitis', 'jonas@x.lt', '8 612 34568'],
    ]);
    expect(layout.hasHeader).toBe(false);
    expect(layout.columns).toEqual([
      { key: '1', header: '', field: 'name' },
      { key: '2', header: '', field: 'email' },
      { key: '3', header: '', field: 'phone' },
    ]);
  });
});

const columns: ImportColumn[] = [
  { key: 'Vardas', header: 'Vardas', field: 'firstName' },
  { key: 'Pavardė', header: 'Pavardė', field: 'lastName' },
  { key: 'Tel.', header: 'Tel.', field: 'phone' },
  { key: 'El. paštas', header: 'El. paštas', field: 'email' },
  { key: 'Pastabos', header: 'Pastabos', field: 'notes' },
];

describe('readImportRow', () => {
  it.each([
    ['861234567', '+37061234567'],
    ['0612 34567', '+37061234567'],
    ['8-612-34567', '+37061234567'],
    ['370 612 34567', '+37061234567'],
    ['+370 612 34567', '+37061234567'],
  ])('normalises the phone %s to %s', (raw, phone) => {
    const result = readImportRow(['Ona', 'Onaitė', raw, '', ''], columns);
    expect(result).toEqual({
      kind: 'client',
      client: { name: 'Ona Onaitė', phone, email: null, notes: '' },
    });
  });

  it('joins the names, lower-cases the e-mail and keeps the notes', () => {
    expect(readImportRow([' Ona ', 'Onaitė', '', 'Ona@Example.LT', 'Alergija dažams'], columns)).toEqual({
      kind: 'client',
      client: { name: 'Ona Onaitė', phone: null, email: 'ona@example.lt', notes: 'Alergija dažams' },
    });
  });

  it('calls an empty row blank', () => {
    expect(readImportRow(['', ' ', '', '', ''], columns)).toEqual({ kind: 'blank' });
  });

  it('says in Lithuanian what is wrong with a row', () => {
    expect(readImportRow(['', '', '861234567', '', ''], columns)).toEqual({
      kind: 'error',
      message: 'Nėra kliento vardo.',
    });
    expect(readImportRow(['Ona', '', '12', '', ''], columns)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Tel. numeris „12“'),
    });
    expect(readImportRow(['Ona', '', '', 'ona@', ''], columns)).toEqual({
      kind: 'error',
      message: 'Neteisingas el. pašto adresas „ona@“.',
    });
  });

  it('drops control characters PostgreSQL would refuse', () => {
    expect(readImportRow(['O\u0000na', '', '', '', ''], columns)).toMatchObject({
      client: { name: 'Ona' },
    });
  });
});
