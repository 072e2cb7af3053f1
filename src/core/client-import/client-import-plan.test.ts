import { describe, expect, it } from 'vitest';
import { planImport, type ImportRow } from './client-import-plan.ts';

const row = (n: number, name: string, phone: string | null, email: string | null, notes = ''): ImportRow => ({
  row: n,
  client: { name, phone, email, notes },
});

describe('planImport', () => {
  it('creates a card for each new person', () => {
    const plan = planImport([row(2, 'Ona', '+37061234567', null), row(3, 'Jonas', null, 'j@x.lt')], []);
    expect(plan.creates.map((client) => client.name)).toEqual(['Ona', 'Jonas']);
    expect(plan.merged).toBe(0);
    expect(plan.updates).toEqual([]);
  });

  it('merges a later row of the same phone or e-mail into the earlier one', () => {
    const plan = planImport(
      [
        row(2, 'Ona', '+37061234567', null, 'Pirma'),
        row(3, 'Ona O.', '+37061234567', 'ona@x.lt', 'Antra'),
        row(4, 'Onutė', null, 'ona@x.lt'),
      ],
      [],
    );
    expect(plan.creates).toEqual([
      { name: 'Ona', phone: '+37061234567', email: 'ona@x.lt', notes: 'Pirma\nAntra' },
    ]);
    expect(plan.merged).toBe(2);
  });

  it('merges into a card already there, filling only what it lacks, and remembers what it was', () => {
    const plan = planImport(
      [row(2, 'Ona Onaitė', '+37061234567', 'ona@x.lt', 'Alergija')],
      [{ id: 'card-1', phone: '+37061234567', email: null, notes: 'Mėgsta kavą' }],
    );
    expect(plan.creates).toEqual([]);
    expect(plan.merged).toBe(1);
    expect(plan.updates).toEqual([
      {
        cardId: 'card-1',
        before: { phone: '+37061234567', email: null, notes: 'Mėgsta kavą' },
        after: { phone: '+37061234567', email: 'ona@x.lt', notes: 'Mėgsta kavą\nAlergija' },
      },
    ]);
  });

  it('matches e-mails whatever their case and changes nothing when the row adds nothing', () => {
    const plan = planImport(
      [row(2, 'Ona', null, 'ona@x.lt', 'Alergija')],
      [{ id: 'card-1', phone: null, email: 'Ona@X.lt', notes: 'Alergija' }],
    );
    expect(plan).toEqual({ creates: [], updates: [], merged: 1 });
  });

  it('never gives a card the e-mail another card has', () => {
    const plan = planImport(
      [row(2, 'Ona', '+37061234567', 'jonas@x.lt')],
      [
        { id: 'ona', phone: '+37061234567', email: null, notes: '' },
        { id: 'jonas', phone: null, email: 'jonas@x.lt', notes: '' },
      ],
    );
    expect(plan.merged).toBe(1);
    expect(plan.updates).toEqual([]);
  });
});
