import { describe, expect, it } from 'vitest';
import { planVisitClients } from './visit-import-plan.ts';
import { detectVisitLayout, parseImportDate, parseImportTime, readVisitRow } from './visit-import-rows.ts';

describe('the visit list’s cells', () => {
  it('reads the dates salons write, and only real days', () => {
    expect(parseImportDate('2026-12-24')).toBe('2026-12-24');
    expect(parseImportDate('2026.2.3')).toBe('2026-02-03');
    expect(parseImportDate('24.12.2026')).toBe('2026-12-24');
    expect(parseImportDate('2026-12-24 14:30')).toBe('2026-12-24');
    expect(parseImportDate('2026-02-30')).toBeNull();
    expect(parseImportDate('12/24/2026')).toBeNull();
  });

  it('reads times of day', () => {
    expect(parseImportTime('9:05')).toBe('09:05');
    expect(parseImportTime('14.30')).toBe('14:30');
    expect(parseImportTime('14:30:00')).toBe('14:30');
    expect(parseImportTime('24:00')).toBeNull();
    expect(parseImportTime('pietūs')).toBeNull();
  });
});

describe('the columns', () => {
  it('knows Lithuanian and English titles; without titles the order is date, time, client, service, specialist', () => {
    expect(
      detectVisitLayout([['Data', 'Laikas', 'Klientė', 'Tel.', 'Paslauga', 'Meistrė']]).columns.map(
        (c) => c.field,
      ),
    ).toEqual(['date', 'time', 'client', 'phone', 'service', 'specialist']);
    expect(detectVisitLayout([['Date', 'Time', 'Client name', 'Service', 'Staff']]).hasHeader).toBe(true);
    const plain = detectVisitLayout([['2026-12-24', '10:00', 'Ona', 'Kirpimas', 'Rasa', 'x']]);
    expect(plain.hasHeader).toBe(false);
    expect(plain.columns.map((c) => c.field)).toEqual([
      'date',
      'time',
      'client',
      'service',
      'specialist',
      'ignore',
    ]);
  });

  it('says in Lithuanian what is missing or wrong in a row', () => {
    const { columns } = detectVisitLayout([['Data', 'Laikas', 'Klientas', 'Paslauga', 'Specialistas']]);
    expect(readVisitRow(['', '', '', '', ''], columns)).toEqual({ kind: 'blank' });
    expect(readVisitRow(['rytoj', '10:00', 'Ona', 'Kirpimas', 'Rasa'], columns)).toEqual({
      kind: 'error',
      message: 'Neteisinga data „rytoj“ (rašykite 2026-12-24).',
    });
    expect(readVisitRow(['2026-12-24', '10:00', 'Ona', '', 'Rasa'], columns)).toEqual({
      kind: 'error',
      message: 'Nenurodyta paslauga.',
    });
    expect(readVisitRow(['2026-12-24', '10:00', 'Ona  Onaitė', 'Kirpimas', 'Rasa'], columns)).toMatchObject({
      kind: 'visit',
      visit: { date: '2026-12-24', time: '10:00', client: { name: 'Ona Onaitė' } },
    });
  });
});

describe('whose visit a row is', () => {
  const card = { id: 'c1', name: 'Ona Onaitė', phone: '+37061234567', email: 'ona@example.lt' };
  const client = (name: string, phone: string | null = null, email: string | null = null) => ({
    name,
    phone,
    email,
    notes: '',
  });

  it('a card by phone, e-mail or its one name; a new client once for all of her rows', () => {
    const plan = planVisitClients(
      [
        client('Ona', '+37061234567'),
        client('O.', null, 'ona@example.lt'),
        client('ona onaite'),
        client('Jonas'),
        client('JONAS'),
      ],
      [card],
    );
    expect(plan.clients).toEqual([
      { kind: 'card', cardId: 'c1' },
      { kind: 'card', cardId: 'c1' },
      { kind: 'card', cardId: 'c1' },
      { kind: 'new', index: 0 },
      { kind: 'new', index: 0 },
    ]);
    expect(plan.creates).toEqual([client('Jonas')]);
  });

  it('a name two cards share finds neither: the row gets a card of its own', () => {
    const plan = planVisitClients(
      [client('Ona Onaitė')],
      [card, { ...card, id: 'c2', phone: null, email: null }],
    );
    expect(plan.clients).toEqual([{ kind: 'new', index: 0 }]);
  });
});
