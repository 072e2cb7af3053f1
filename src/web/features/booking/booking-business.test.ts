import { describe, expect, it } from 'vitest';
import { formatPhone, groupServicesByArea, telHref } from './booking-business.ts';

const service = (id: string, area: string) => ({
  id,
  name: id,
  area,
  description: '',
  durationMinutes: 30,
  priceCents: 1000,
});
const areas = [
  { slug: 'kirpejai', name: 'Kirpimas', specialistsTitle: 'Kirpėjai' },
  { slug: 'manikiuras', name: 'Manikiūras', specialistsTitle: 'Manikiūrininkės' },
];

describe('groupServicesByArea', () => {
  it('groups in the catalogue order and keeps the services order inside a group', () => {
    const groups = groupServicesByArea(
      [
        service('a', 'manikiuras'),
        service('b', 'kirpejai'),
        service('c', 'manikiuras'),
        service('d', 'kita'),
      ],
      areas,
    );
    expect(groups.map((g) => [g.title, g.services.map((s) => s.id)])).toEqual([
      ['Kirpimas', ['b']],
      ['Manikiūras', ['a', 'c']],
      ['kita', ['d']],
    ]);
  });
});

describe('phone numbers', () => {
  it('groups mobile, Vilnius and other city numbers', () => {
    expect(formatPhone('+37065512345')).toBe('+370 655 12345');
    expect(formatPhone('+37052123456')).toBe('+370 5 212 3456');
    expect(formatPhone('+37037123456')).toBe('+370 37 123 456');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });

  it('makes a tel: link', () => {
    expect(telHref('+370 655 12345')).toBe('tel:+37065512345');
  });
});
