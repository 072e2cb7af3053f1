import { describe, expect, it } from 'vitest';
import { groupServicesByArea } from './services-by-area.ts';

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
