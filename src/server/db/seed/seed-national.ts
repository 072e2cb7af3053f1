// A national-scale dataset for measuring search on PostgreSQL (`npm run seed -- --national`): ~3,000 salons
// in 12 cities, ~15,000 specialists with weekly hours, lunch breaks, holidays and changed days, the next 14
// days of visits at 60–80 % of working time, and reviews. Rows are made here with a seeded generator and
// sent as one INSERT … SELECT FROM unnest(arrays) per few thousand rows: a handful of parameters per
// statement, whatever the number of rows, so a million visits load in minutes.
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { wallClockToDate } from '../../../core/time/wall-clock.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import { addDays, localDateOf } from '../../../core/availability/zoned-day.ts';
import type { DbOrTx } from '../client.ts';
import { ensureCatalogue } from '../records/catalogue.ts';
import type { WallIntervalJson, WeeklyHoursJson } from '../schema.ts';
import { weeklyHours } from '../records/weekly-hours.ts';
import { minutesToWallTime } from '../../../core/time/wall-time.ts';
import { DEMO_AREAS } from './demo-catalogue.ts';
import { createPrng, pick, uuidFrom } from './demo-random.ts';

/** The twelve largest cities, with their share of salons (about their share of people). */
const CITIES = [
  { slug: 'vilnius', name: 'Vilnius', nameLocative: 'Vilniuje', share: 0.3 },
  { slug: 'kaunas', name: 'Kaunas', nameLocative: 'Kaune', share: 0.2 },
  { slug: 'klaipeda', name: 'Klaipėda', nameLocative: 'Klaipėdoje', share: 0.1 },
  { slug: 'siauliai', name: 'Šiauliai', nameLocative: 'Šiauliuose', share: 0.07 },
  { slug: 'panevezys', name: 'Panevėžys', nameLocative: 'Panevėžyje', share: 0.06 },
  { slug: 'alytus', name: 'Alytus', nameLocative: 'Alytuje', share: 0.05 },
  { slug: 'marijampole', name: 'Marijampolė', nameLocative: 'Marijampolėje', share: 0.045 },
  { slug: 'mazeikiai', name: 'Mažeikiai', nameLocative: 'Mažeikiuose', share: 0.04 },
  { slug: 'jonava', name: 'Jonava', nameLocative: 'Jonavoje', share: 0.035 },
  { slug: 'utena', name: 'Utena', nameLocative: 'Utenoje', share: 0.035 },
  { slug: 'kedainiai', name: 'Kėdainiai', nameLocative: 'Kėdainiuose', share: 0.03 },
  { slug: 'telsiai', name: 'Telšiai', nameLocative: 'Telšiuose', share: 0.03 },
] as const;

/** Services per area: name, minutes, euros. */
const SERVICES: Record<string, [string, number, number][]> = {
  kirpejai: [
    ['Moteriškas kirpimas', 60, 35],
    ['Vyriškas kirpimas', 30, 20],
    ['Plaukų dažymas', 120, 70],
    ['Šventinė šukuosena', 60, 45],
    ['Vaikų kirpimas', 30, 15],
    ['Barzdos modeliavimas', 30, 15],
  ],
  manikiuras: [
    ['Klasikinis manikiūras', 45, 20],
    ['Gelinis lakavimas', 60, 28],
    ['Priaugintų nagų korekcija', 90, 40],
    ['Vyriškas manikiūras', 45, 22],
  ],
  pedikiuras: [
    ['Klasikinis pedikiūras', 60, 30],
    ['Pedikiūras su geliniu lakavimu', 90, 40],
  ],
  kosmetologai: [
    ['Veido valymas', 60, 45],
    ['Cheminis pilingas', 45, 55],
    ['Veido masažas', 45, 35],
  ],
  masazas: [
    ['Klasikinis nugaros masažas', 60, 40],
    ['Viso kūno masažas', 90, 55],
    ['Limfodrenažinis masažas', 60, 45],
  ],
  'antakiai-blakstienos': [
    ['Antakių korekcija ir dažymas', 30, 18],
    ['Blakstienų priauginimas', 120, 50],
    ['Blakstienų laminavimas', 60, 35],
  ],
  makiazas: [
    ['Dieninis makiažas', 45, 30],
    ['Proginis makiažas', 60, 45],
  ],
};

/** How likely a salon is to offer each area (hair salons are the most common, make-up the rarest). */
const AREA_WEIGHTS: [string, number][] = [
  ['kirpejai', 0.6],
  ['manikiuras', 0.5],
  ['pedikiuras', 0.3],
  ['kosmetologai', 0.25],
  ['masazas', 0.2],
  ['antakiai-blakstienos', 0.3],
  ['makiazas', 0.12],
];

const NAME_WORDS = [
  'Grožio',
  'Stilius',
  'Saulė',
  'Gintaras',
  'Rasa',
  'Žiedas',
  'Aura',
  'Lelija',
  'Vėjas',
  'Jūra',
];
const NAME_KINDS = ['studija', 'salonas', 'namai', 'kampelis', 'centras', 'erdvė'];
const FIRST_NAMES = [
  'Ieva',
  'Rūta',
  'Eglė',
  'Greta',
  'Austėja',
  'Lina',
  'Jurgita',
  'Monika',
  'Tomas',
  'Mantas',
];
const LAST_NAMES = ['K.', 'P.', 'S.', 'J.', 'M.', 'B.', 'V.', 'L.', 'R.', 'Ž.'];

/** Weekly hours patterns: most work weekdays, some Saturdays; about half break for lunch. */
const WEEK_PATTERNS: Record<string, string>[] = [
  { '1-5': '09:00-18:00' },
  { '1-5': '10:00-19:00', '6': '10:00-15:00' },
  { '1-5': '08:00-12:00 13:00-17:00' },
  { '2-6': '09:00-13:00 14:00-19:00' },
  { '1-4': '11:00-20:00', '5': '09:00-15:00' },
  { '1-3': '09:00-18:00', '5-6': '09:00-16:00' },
];

const DAYS = 14;
const BATCH_ROWS = 5_000;

export interface NationalCounts {
  salons: number;
  specialists: number;
  services: number;
  visits: number;
  reviews: number;
  overrides: number;
  holidays: number;
}

type Cell = string | number | boolean | null;
interface Column {
  name: string;
  type: string;
}

/** A PostgreSQL array literal of one column's values (every element quoted, so any text is safe). */
function arrayLiteral(values: Cell[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

async function insertRows(db: DbOrTx, table: string, columns: Column[], rows: Cell[][]) {
  for (let offset = 0; offset < rows.length; offset += BATCH_ROWS) {
    const batch = rows.slice(offset, offset + BATCH_ROWS);
    const arrays = columns.map(
      (column, index) =>
        sql`${arrayLiteral(batch.map((row) => row[index] ?? null))}::${sql.raw(column.type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(columns.map((c) => `"${c.name}"`).join(', '))})
        select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

const cols = (spec: string): Column[] =>
  spec.split(',').map((part) => {
    const [name = '', type = 'text'] = part.trim().split(':');
    return { name, type };
  });

const minutesOf = (wall: string) => Number(wall.slice(0, 2)) * 60 + Number(wall.slice(3, 5));

/** Removes every business (and with it their people, services and visits) before a national seed. */
export async function clearBusinesses(db: DbOrTx) {
  await db.execute(sql`truncate business, location restart identity cascade`);
}

/**
 * Writes the national dataset around `now` (visits on the 14 days from its local date); `salons` scales it
 * (3,000 by default, about five specialists each).
 */
export async function seedNationalData(
  db: DbOrTx,
  options: { now: Date; salons?: number; seed?: number; log?: (line: string) => void },
): Promise<NationalCounts> {
  const rng = createPrng(options.seed ?? 20_261_128);
  const log = options.log ?? (() => {});
  const salonCount = options.salons ?? 3_000;
  const { areas, locations } = await ensureCatalogue(db, {
    areas: DEMO_AREAS,
    locations: CITIES.map(({ slug, name, nameLocative }, sortOrder) => ({
      slug,
      name,
      nameLocative,
      sortOrder,
    })),
  });
  const today = localDateOf(options.now.getTime(), LITHUANIA_TIME_ZONE);
  const createdAt = options.now.toISOString();

  const businesses: Cell[][] = [];
  const services: Cell[][] = [];
  const specialists: Cell[][] = [];
  const links: Cell[][] = [];
  const schedules: Cell[][] = [];
  const overrides: Cell[][] = [];
  const holidays: Cell[][] = [];
  const visits: Cell[][] = [];
  const reviews: Cell[][] = [];

  for (let index = 0; index < salonCount; index++) {
    let roll = rng();
    const city = CITIES.find((candidate) => (roll -= candidate.share) < 0) ?? CITIES[0];
    const businessId = uuidFrom(rng);
    const onboarded = rng() < 0.85;
    const step = pick(rng, [15, 15, 30, 30, 60]);
    businesses.push([
      businessId,
      `salonas-${index + 1}`,
      `${pick(rng, NAME_WORDS)} ${pick(rng, NAME_KINDS)} ${index + 1}`,
      onboarded,
      `${pick(rng, ['Gedimino', 'Laisvės', 'Taikos', 'Vilniaus', 'Respublikos'])} g. ${1 + Math.floor(rng() * 120)}, ${city.name}`,
      locations.get(city.slug) ?? null,
      `+3706${String(Math.floor(rng() * 10_000_000)).padStart(7, '0')}`,
      step,
      createdAt,
    ]);

    // One to four areas, each with two or more of its services.
    const offered = AREA_WEIGHTS.filter(([, weight]) => rng() < weight).map(([slug]) => slug);
    if (offered.length === 0) offered.push('kirpejai');
    const serviceIdsByArea = new Map<string, { id: string; minutes: number; cents: number }[]>();
    let sortOrder = 0;
    for (const areaSlug of offered.slice(0, 4)) {
      const menu = SERVICES[areaSlug] ?? [];
      const chosen = menu.filter((_, at) => at < 2 || rng() < 0.5);
      const list = chosen.map(([name, minutes, euros]) => {
        const id = uuidFrom(rng);
        // Prices vary by ±30 % from salon to salon, in whole euros.
        const cents = Math.round(euros * (0.7 + rng() * 0.6)) * 100;
        services.push([
          id,
          businessId,
          areas.get(areaSlug) ?? null,
          name,
          minutes,
          cents,
          sortOrder++,
          createdAt,
        ]);
        return { id, minutes, cents };
      });
      serviceIdsByArea.set(areaSlug, list);
    }

    // About five specialists a salon (one to nine), each in one area.
    const staffCount = 1 + Math.floor(rng() * 9);
    const salonVisits: { specialistId: string; serviceId: string; cents: number; minutes: number }[] = [];
    for (let s = 0; s < staffCount; s++) {
      const specialistId = uuidFrom(rng);
      const areaSlug = offered[s % Math.min(offered.length, 4)]!;
      const areaServices = serviceIdsByArea.get(areaSlug) ?? [];
      specialists.push([
        specialistId,
        businessId,
        `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
        s,
        createdAt,
      ]);
      for (const svc of areaServices) links.push([businessId, specialistId, svc.id]);
      const pattern = pick(rng, WEEK_PATTERNS);
      const hours = weeklyHours(pattern);
      schedules.push([
        uuidFrom(rng),
        businessId,
        specialistId,
        '2026-01-01',
        JSON.stringify(hours),
        createdAt,
      ]);

      // One in twenty is away for a few days; one in ten has a changed day (shorter, or closed).
      let awayFrom: string | null = null;
      let awayTo: string | null = null;
      if (rng() < 0.05) {
        awayFrom = addDays(today, Math.floor(rng() * DAYS));
        awayTo = addDays(awayFrom, 1 + Math.floor(rng() * 4));
        holidays.push([uuidFrom(rng), businessId, specialistId, awayFrom, awayTo, 'Atostogos', createdAt]);
      }
      let changedDate: string | null = null;
      let changedHours: WallIntervalJson[] | null = null;
      if (rng() < 0.1) {
        changedDate = addDays(today, Math.floor(rng() * DAYS));
        const closed = rng() < 0.4;
        changedHours = closed ? [] : [{ start: '12:00', end: '16:00' }];
        overrides.push([
          uuidFrom(rng),
          businessId,
          specialistId,
          changedDate,
          changedDate,
          closed,
          JSON.stringify(changedHours),
          createdAt,
        ]);
      }

      // Visits on the next 14 days: 60–80 % of each working interval held, in service-long pieces.
      const occupancy = 0.6 + rng() * 0.2;
      for (let day = 0; day < DAYS; day++) {
        const date = addDays(today, day);
        if (awayFrom && awayTo && awayFrom <= date && date <= awayTo) continue;
        const weekday = String(Temporal.PlainDate.from(date).dayOfWeek) as keyof WeeklyHoursJson;
        const intervals = date === changedDate ? (changedHours ?? []) : (hours[weekday] ?? []);
        for (const interval of intervals) {
          let minute = minutesOf(interval.start);
          const end = minutesOf(interval.end);
          while (minute < end) {
            const svc = areaServices.length > 0 ? pick(rng, areaServices) : null;
            if (!svc || minute + svc.minutes > end) break;
            if (rng() < occupancy) {
              const startsAt = wallClockToDate(date, minutesToWallTime(minute), LITHUANIA_TIME_ZONE);
              const endsAt = new Date(startsAt.getTime() + svc.minutes * 60_000);
              visits.push([
                uuidFrom(rng),
                businessId,
                specialistId,
                svc.id,
                startsAt.toISOString(),
                endsAt.toISOString(),
                endsAt.toISOString(),
                'confirmed',
                'online',
                svc.cents,
                svc.minutes,
                createdAt,
              ]);
              minute += svc.minutes;
            } else {
              minute += step;
            }
          }
        }
      }
      if (areaServices[0])
        salonVisits.push({ specialistId, serviceId: areaServices[0].id, ...areaServices[0] });
    }

    // Reviews of past visits: none to thirty a salon, mostly good.
    const reviewCount = Math.floor(rng() * rng() * 31);
    for (let r = 0; r < reviewCount && salonVisits.length > 0; r++) {
      const visit = pick(rng, salonVisits);
      const startsAt = wallClockToDate(addDays(today, -1 - r), '10:00', LITHUANIA_TIME_ZONE);
      const endsAt = new Date(startsAt.getTime() + visit.minutes * 60_000);
      const visitId = uuidFrom(rng);
      visits.push([
        visitId,
        businessId,
        visit.specialistId,
        visit.serviceId,
        startsAt.toISOString(),
        endsAt.toISOString(),
        endsAt.toISOString(),
        'completed',
        'online',
        visit.cents,
        visit.minutes,
        createdAt,
      ]);
      const rating = pick(rng, [5, 5, 5, 4, 4, 4, 3, 2]);
      reviews.push([
        uuidFrom(rng),
        businessId,
        visitId,
        `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
        rating,
      ]);
    }
  }

  const steps: [string, Column[], Cell[][]][] = [
    [
      'business',
      cols(
        'id:uuid, slug, name, onboarded:boolean, address, location_id:uuid, phone, slot_step_minutes:int, created_at:timestamptz',
      ),
      businesses,
    ],
    [
      'service',
      cols(
        'id:uuid, business_id:uuid, area_id:uuid, name, duration_minutes:int, price_cents:int, sort_order:int, created_at:timestamptz',
      ),
      services,
    ],
    [
      'specialist',
      cols('id:uuid, business_id:uuid, name, sort_order:int, created_at:timestamptz'),
      specialists,
    ],
    ['specialist_service', cols('business_id:uuid, specialist_id:uuid, service_id:uuid'), links],
    [
      'schedule',
      cols(
        'id:uuid, business_id:uuid, specialist_id:uuid, valid_from:date, weekly_hours:jsonb, created_at:timestamptz',
      ),
      schedules,
    ],
    [
      'schedule_override',
      cols(
        'id:uuid, business_id:uuid, specialist_id:uuid, from_date:date, to_date:date, closed:boolean, intervals:jsonb, created_at:timestamptz',
      ),
      overrides,
    ],
    [
      'holiday',
      cols(
        'id:uuid, business_id:uuid, specialist_id:uuid, from_date:date, to_date:date, name, created_at:timestamptz',
      ),
      holidays,
    ],
    [
      'appointment',
      cols(
        'id:uuid, business_id:uuid, specialist_id:uuid, service_id:uuid, starts_at:timestamptz, ends_at:timestamptz, blocked_until:timestamptz, status:appointment_status, source:appointment_source, price_cents:int, duration_minutes:int, created_at:timestamptz',
      ),
      visits,
    ],
    ['review', cols('id:uuid, business_id:uuid, appointment_id:uuid, author_name, rating:smallint'), reviews],
  ];
  for (const [table, columns, rows] of steps) {
    const started = performance.now();
    await insertRows(db, table, columns, rows);
    log(`${table}: ${rows.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`analyze`);
  return {
    salons: businesses.length,
    specialists: specialists.length,
    services: services.length,
    visits: visits.length,
    reviews: reviews.length,
    overrides: overrides.length,
    holidays: holidays.length,
  };
}
