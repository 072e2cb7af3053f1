import { describe, expect, it } from 'vitest';
import type { BusinessSearchItem } from '../../../contracts/catalog.ts';
import { isTimedSearch, searchPath } from './catalog-text.ts';
import { freeTimeDays, readSearchTarget, searchFormTarget, searchWhenLabel } from './search-query.ts';

const read = (query: string) => readSearchTarget(new URLSearchParams(query));
const form = (fields: Record<string, string>) => searchFormTarget((name) => fields[name] ?? '');

describe('the search address', () => {
  it('round-trips every filter in Lithuanian words', () => {
    const path = searchPath({
      area: 'manikiuras',
      location: 'vilnius',
      q: 'gelinis lakavimas',
      date: '2026-11-28',
      from: '17:00',
      to: '24:00',
      priceMax: 3000,
      ratingMin: 4.5,
      sort: 'earliest',
      page: 2,
    });
    expect(path).toBe(
      '/grozio-specialistai/manikiuras/vilnius?q=gelinis+lakavimas&data=2026-11-28&nuo=17%3A00&iki=24%3A00&kaina-iki=30&ivertinimas-nuo=4.5&rikiuoti=anksciausias-laikas&puslapis=2',
    );
    expect(read(path.split('?')[1]!)).toEqual({
      q: 'gelinis lakavimas',
      page: 2,
      sort: 'earliest',
      date: '2026-11-28',
      from: '17:00',
      to: '24:00',
      priceMax: 3000,
      ratingMin: 4.5,
    });
  });

  it('drops what it cannot use instead of failing the page', () => {
    expect(read('data=2026-02-30&nuo=17:00&kaina-iki=-5&ivertinimas-nuo=9&rikiuoti=kitaip')).toMatchObject({
      date: null,
      from: null,
      to: null,
      priceMax: null,
      ratingMin: null,
      sort: 'recommended',
    });
    // A window needs a day or "kuo greičiau"; "nuo" after "iki" means nothing.
    expect(read('data=2026-11-28&nuo=18:00&iki=17:00')).toMatchObject({ from: null, to: null });
    expect(read('rikiuoti=anksciausias-laikas&nuo=17:00')).toMatchObject({ sort: 'earliest', from: '17:00' });
  });

  it('says when a search looks for a time, and only such a search is kept out of the index', () => {
    const today = '2026-11-28';
    expect(searchWhenLabel({ date: today, from: '17:00', to: '24:00' }, today)).toBe('šiandien nuo 17:00');
    expect(searchWhenLabel({ date: '2026-11-29', from: '00:00', to: '12:00' }, today)).toBe(
      'rytoj iki 12:00',
    );
    expect(searchWhenLabel({ date: '2026-12-03', from: '12:00', to: '17:00' }, today)).toBe(
      'gruodžio 3 d. 12:00\u2060–\u206017:00',
    );
    expect(searchWhenLabel({ sort: 'earliest' }, today)).toBe('kuo greičiau');
    expect(searchWhenLabel({ q: 'saulė' }, today)).toBe('');
    expect(isTimedSearch({ sort: 'earliest' })).toBe(true);
    expect(isTimedSearch({ q: 'saulė', sort: 'rating', priceMax: 2000 })).toBe(false);
  });
});

describe('the search form', () => {
  it('reads "kada" and "laikas" as a day, a window or the soonest time', () => {
    expect(
      form({ sritis: 'manikiuras', miestas: 'vilnius', kada: '2026-11-28', laikas: '17:00-24:00' }),
    ).toMatchObject({
      area: 'manikiuras',
      location: 'vilnius',
      date: '2026-11-28',
      from: '17:00',
      to: '24:00',
      sort: 'recommended',
    });
    expect(form({ kada: 'kita', data: '2026-12-03', laikas: 'kita', nuo: '09:30', iki: '' })).toMatchObject({
      date: '2026-12-03',
      from: '09:30',
      to: null,
    });
    expect(form({ kada: 'kuo-greiciau' })).toMatchObject({ date: null, sort: 'earliest' });
    // An evening without a day is the soonest evening.
    expect(form({ kada: '', laikas: '17:00-24:00' })).toMatchObject({ sort: 'earliest', from: '17:00' });
    expect(form({ 'kaina-iki': '30', 'ivertinimas-nuo': '4.5', rikiuoti: 'kaina' })).toMatchObject({
      priceMax: 3000,
      ratingMin: 4.5,
      sort: 'price',
    });
  });
});

describe('free times of a result', () => {
  it('groups them by day, each a link to the booking with service, specialist, day and time chosen', () => {
    const item = {
      slug: 'saule',
      match: { serviceId: 's1', serviceName: 'Manikiūras', durationMinutes: 60, priceCents: 3000 },
      freeTimes: [
        { start: '2026-11-28T21:30:00.000Z', specialistId: 'a' },
        { start: '2026-11-29T07:00:00.000Z', specialistId: 'b' },
      ],
    } as unknown as BusinessSearchItem;
    expect(freeTimeDays(item, '2026-11-28')).toEqual([
      {
        date: '2026-11-28',
        label: 'šiandien',
        times: [
          {
            time: '23:30',
            href: '/naujas-vizitas/saule?paslauga=s1&specialistas=a&data=2026-11-28&laikas=23%3A30',
          },
        ],
      },
      {
        date: '2026-11-29',
        label: 'rytoj',
        times: [
          {
            time: '09:00',
            href: '/naujas-vizitas/saule?paslauga=s1&specialistas=b&data=2026-11-29&laikas=09%3A00',
          },
        ],
      },
    ]);
  });
});
