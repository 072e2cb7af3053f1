import { describe, expect, it } from 'vitest';
import { closedDateReason } from './closed-date-reason.ts';

const none = { date: '2026-12-24', holiday: null, overrides: [] };

describe('closedDateReason', () => {
  it('names a public holiday, first from the law, then from the API', () => {
    expect(closedDateReason('2026-12-24', null, 'Kūčios', false)).toBe(
      'Ketvirtadienis, gruodžio 24 d.: Kūčios (valstybinė šventė) – salonas nedirba.',
    );
    expect(
      closedDateReason('2026-12-24', { ...none, holiday: { name: 'Kūčios', public: true } }, null, false),
    ).toBe('Ketvirtadienis, gruodžio 24 d.: Kūčios (valstybinė šventė) – salonas nedirba.');
  });

  it("names the business's own holiday", () => {
    expect(
      closedDateReason(
        '2026-12-28',
        { ...none, date: '2026-12-28', holiday: { name: 'Atostogos', public: false } },
        null,
        false,
      ),
    ).toBe('Pirmadienis, gruodžio 28 d.: Atostogos – salonas nedirba.');
  });

  it('tells a closed day from a specialist day off and from a fully booked day', () => {
    const closed = { ...none, overrides: [{ specialistId: null, closed: true, intervals: [] }] };
    expect(closedDateReason('2026-12-24', closed, null, false)).toBe(
      'Ketvirtadienis, gruodžio 24 d.: salonas nedirba.',
    );
    const off = { ...none, overrides: [{ specialistId: 'x', closed: true, intervals: [] }] };
    expect(closedDateReason('2026-12-24', off, null, true)).toBe(
      'Ketvirtadienis, gruodžio 24 d.: specialistas nedirba.',
    );
    expect(closedDateReason('2026-12-24', none, null, true)).toBe(
      'Ketvirtadienis, gruodžio 24 d.: laisvų laikų nėra.',
    );
  });
});
