// Demo data for a fresh install, composed from the constants of demo-catalogue.ts: businesses, people,
// schedules, a month of visits and reviews, generated images. Deterministic for a given `now`, apart from random ids and salts.
import { parseEnv } from '../../config/env.ts';
import { issueMonthlyInvoice } from '../../modules/billing/invoices.ts';
import { invoiceSettingsOf, type InvoiceSettings } from '../../modules/billing/invoice-settings.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { formatLongDate, formatTime } from '../../../core/format/lithuanian-dates.ts';
import { publicHolidayOn } from '../../../core/holidays/lithuanian-public-holidays.ts';
import { todayIn, wallClockToDate } from '../../../core/time/wall-clock.ts';
import { wallTimeToMinutes } from '../../../core/time/wall-time.ts';
import { reviewAuthorName } from '../../../core/reviews/review-rules.ts';
import { IMAGE_WIDTHS } from '../../../contracts/images.ts';
import { demoSceneSvg, mix } from './demo-scenes.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Database, DbOrTx } from '../client.ts';
import {
  account,
  appointment,
  billingDetails,
  business,
  clientCard,
  galleryImage,
  holiday,
  membership,
  notification,
  review,
  schedule,
  scheduleOverride,
  service,
  specialist,
  specialistService,
  timeBlock,
  user,
} from '../schema.ts';
import type { WallIntervalJson } from '../schema.ts';
import {
  DEMO_AREA_COMMENTS,
  DEMO_AREAS,
  DEMO_BUSINESSES,
  DEMO_CLIENT_NAMES,
  DEMO_CLIENT_NOTES,
  DEMO_DECLINE_REASONS,
  DEMO_LOCATIONS,
  DEMO_PASSWORD,
  DEMO_TIME_ZONE,
  DEMO_REVIEW_COMMENTS,
  DEMO_REVIEW_REPLIES,
  SAULE_SLUG,
} from './demo-catalogue.ts';
import type { DemoBrand, DemoBusiness, DemoOwner, DemoSpecialist } from './demo-catalogue.ts';
import { createPrng, pick, shuffled, uuidFrom } from './demo-random.ts';
import { ensureCatalogue } from '../records/catalogue.ts';
import type { CredentialUserInput } from '../records/credential-user.ts';
import type { IsoWeekday } from '../records/weekly-hours.ts';

const CLIENT = { name: 'Ieva Klientė', email: 'klientas@demo.lt', phoneNumber: '+37061234567' };
const OPERATOR = { name: 'Tomas Operatorius', email: 'operatorius@demo.lt' };
const SPECIALIST_ACCOUNT = { email: 'specialistas@demo.lt', specialistKey: 'egle' };
const DEMO_CLIENT_SERVICE_KEYS = [
  'moteriskas-kirpimas',
  'plauku-dazymas',
  'balayage',
  'sventine-sukuosena',
  'plauku-prieziura',
  'klasikinis-manikiuras',
  'gelinis-lakavimas',
  'nagu-priauginimas',
  'gelio-nuemimas',
];

export interface DemoAccount {
  email: string;
  /** Who the account is, in Lithuanian, for the start-up banner. */
  role: string;
  password: string;
}

function requireSaule(): DemoBusiness & { owner: DemoOwner } {
  const found = DEMO_BUSINESSES.find((b) => b.slug === SAULE_SLUG);
  if (!found?.owner) throw new Error('The demo catalogue must contain an onboarded business "saule"');
  return { ...found, owner: found.owner };
}
const saule = requireSaule();

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: CLIENT.email, role: 'klientas', password: DEMO_PASSWORD },
  { email: saule.owner.email, role: `savininkas – ${saule.name}`, password: DEMO_PASSWORD },
  { email: OPERATOR.email, role: 'platformos operatorius', password: DEMO_PASSWORD },
  { email: SPECIALIST_ACCOUNT.email, role: `specialistas – ${saule.name}`, password: DEMO_PASSWORD },
  ...DEMO_BUSINESSES.filter((b) => b.owner && b.slug !== SAULE_SLUG).map((b) => ({
    email: b.owner?.email ?? '',
    role: `savininkas – ${b.name}`,
    password: DEMO_PASSWORD,
  })),
];

// ---------------------------------------------------------------- small helpers

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** Lowercase ASCII for e-mails and slugs: "Žukauskaitė" -> "zukauskaite". */
export function asciiLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

// ---------------------------------------------------------------- images

const GALLERY_WIDTH = 1200;
const GALLERY_HEIGHT = 800;
const LOGO_SIZE = 256;

function logoSvg(brand: DemoBrand, letter: string, round: boolean): string {
  const s = LOGO_SIZE;
  const shape = round
    ? `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}" fill="url(#g)"/>`
    : `<rect width="${s}" height="${s}" fill="url(#g)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(brand.primary, brand.accent, 0.35)}"/>` +
    `<stop offset="1" stop-color="${mix(brand.primary, '#000000', 0.15)}"/></linearGradient></defs>${shape}` +
    `<text x="${s / 2}" y="${s / 2}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
    `font-weight="700" font-size="${Math.round(s * 0.52)}" fill="#ffffff">${letter}</text></svg>`
  );
}

interface GeneratedGalleryImage {
  id: string;
  caption: string;
  urls: Record<string, string>;
  sortOrder: number;
}

/**
 * Stored like an uploaded gallery image (IMAGE_WIDTHS.gallery, never enlarged), so every reader of
 * `gallery_image.urls` sees one format: the 1200 px picture stands in for the 1600 px width. Each stem gets
 * its own copy of the files (a gallery image and a cover showing the same picture): records never share
 * files, so replacing or deleting one never takes another's away.
 */
async function renderGalleryImage(storage: Storage, stems: string[], svg: string) {
  // Rasterise once, encode per width: the SVG render is the expensive part.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all(
    IMAGE_WIDTHS.gallery.map(async (width) => {
      const webp = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      return { width, webp };
    }),
  );
  return Promise.all(
    stems.map(async (stem) => {
      const entries = await Promise.all(
        encoded.map(
          async ({ width, webp }) =>
            [String(width), await storage.put(`${stem}-w${width}.webp`, webp, 'image/webp')] as const,
        ),
      );
      return Object.fromEntries(entries) as Record<string, string>;
    }),
  );
}

async function renderLogos(storage: Storage, businessId: string, brand: DemoBrand, letter: string) {
  const [square, round] = await Promise.all([
    sharp(Buffer.from(logoSvg(brand, letter, false)))
      .webp({ quality: 90 })
      .toBuffer(),
    // Alpha outside the circle, so the round variant sits on any background.
    sharp(Buffer.from(logoSvg(brand, letter, true)))
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer(),
  ]);
  const [squareUrl, roundUrl] = await Promise.all([
    storage.put(`logos/${businessId}/square-${LOGO_SIZE}.webp`, square, 'image/webp'),
    storage.put(`logos/${businessId}/round-${LOGO_SIZE}.webp`, round, 'image/webp'),
  ]);
  return { squareUrl, roundUrl };
}

// ---------------------------------------------------------------- the plan: every row, built before touching the database

type AppointmentRow = typeof appointment.$inferInsert & { id: string; startsAt: Date; endsAt: Date };

interface PlannedVisit {
  row: AppointmentRow;
  businessSlug: string;
  areaSlug: string;
  serviceKey: string;
  serviceName: string;
  date: string;
}

interface BusinessIds {
  id: string;
  services: Map<string, string>;
  specialists: Map<string, string>;
}

interface RelativeHoliday {
  businessSlug: string;
  specialistKey: string | null;
  fromDays: number;
  toDays: number;
  name: string;
}

// Days off relative to the seed's `now`, so the demo always shows some ahead.
const HOLIDAYS: readonly RelativeHoliday[] = [
  { businessSlug: SAULE_SLUG, specialistKey: null, fromDays: 9, toDays: 9, name: 'Kolektyvo mokymai' },
  { businessSlug: SAULE_SLUG, specialistKey: 'egle', fromDays: 11, toDays: 15, name: 'Atostogos' },
  { businessSlug: SAULE_SLUG, specialistKey: 'ruta', fromDays: 35, toDays: 44, name: 'Atostogos' },
  { businessSlug: 'jura', specialistKey: 'monika', fromDays: -10, toDays: -8, name: 'Atostogos' },
  { businessSlug: 'aura', specialistKey: null, fromDays: 20, toDays: 21, name: 'Įrangos atnaujinimas' },
];

interface PlannedOverride {
  businessSlug: string;
  specialistKey: string | null;
  date: string;
  closed: boolean;
  intervals: WallIntervalJson[];
  note: string;
}

function firstWeekdayOnOrAfter(
  start: Temporal.PlainDate,
  weekdays: readonly number[],
  avoid: (date: string) => boolean,
) {
  let date = start;
  while (!weekdays.includes(date.dayOfWeek) || avoid(date.toString())) date = date.add({ days: 1 });
  return date.toString();
}

export interface SeedCounts {
  users: number;
  areas: number;
  locations: number;
  businesses: number;
  specialists: number;
  services: number;
  schedules: number;
  holidays: number;
  scheduleOverrides: number;
  clientCards: number;
  appointments: number;
  reviews: number;
  galleryImages: number;
  notifications: number;
}

export interface SeedDemoOptions {
  db: Database;
  storage: Storage;
  now: Date;
  /** Wipe all domain and user data first (keeps migrations and instance settings). */
  reset?: boolean;
  /** The platform as the seller on the demo salons' past invoices (the default settings when left out). */
  invoiceSettings?: InvoiceSettings;
}

/** The past months whose invoices the demo salons already have (the month before seeding is the last). */
const DEMO_INVOICE_MONTHS = 2;

export async function seedDemoData({
  db,
  storage,
  now,
  reset = false,
  invoiceSettings = invoiceSettingsOf(parseEnv({})),
}: SeedDemoOptions): Promise<{
  created: boolean;
  counts?: SeedCounts;
}> {
  if (!reset && (await demoDataPresent(db))) return { created: false };

  const rng = createPrng(0x5a01e);
  const idRng = createPrng(0x1d5);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = Temporal.PlainDate.from(todayIn(DEMO_TIME_ZONE, now));
  const dayOffset = (days: number) => today.add({ days }).toString();
  // Schedules start on 1 January of the earliest seeded year, so every seeded visit lies inside one.
  const validFrom = `${today.subtract({ days: 31 }).year}-01-01`;

  // ---- ids: businesses and images are drawn from the PRNG, so reseeding overwrites the same files
  const ids = new Map<string, BusinessIds>();
  for (const demo of DEMO_BUSINESSES) {
    ids.set(demo.slug, {
      id: uuidFrom(idRng),
      services: new Map(demo.services.map((s) => [s.key, randomUUID()])),
      specialists: new Map(demo.specialists.map((s) => [s.key, randomUUID()])),
    });
  }
  const idsOf = (slug: string) => {
    const found = ids.get(slug);
    if (!found) throw new Error(`Unknown demo business ${slug}`);
    return found;
  };
  const specialistId = (slug: string, key: string) => {
    const found = idsOf(slug).specialists.get(key);
    if (!found) throw new Error(`Unknown specialist ${slug}/${key}`);
    return found;
  };
  /** A holiday's or an override's scope: one specialist of the business, or the whole business. */
  const datedScope = (slug: string, key: string | null) => ({
    businessId: idsOf(slug).id,
    specialistId: key ? specialistId(slug, key) : null,
  });

  // ---- images (outside the transaction: files are not transactional anyway, and rendering takes a while)
  const gallery = new Map<string, GeneratedGalleryImage[]>();
  /** The cover shows the first gallery picture, from files of its own. */
  const covers = new Map<string, Record<string, string>>();
  const logos = new Map<string, { squareUrl: string; roundUrl: string }>();
  const imageJobs: Promise<void>[] = [];
  for (const demo of DEMO_BUSINESSES) {
    const businessId = idsOf(demo.slug).id;
    imageJobs.push(
      renderLogos(storage, businessId, demo.brand, demo.monogram).then((urls) => {
        logos.set(demo.slug, urls);
      }),
    );
    if (!demo.onboarded) continue;
    const images: GeneratedGalleryImage[] = demo.gallery.map((caption, sortOrder) => ({
      id: uuidFrom(idRng),
      caption,
      urls: {},
      sortOrder,
    }));
    gallery.set(demo.slug, images);
    for (const [index, image] of images.entries()) {
      const svg = demoSceneSvg({
        caption: image.caption,
        colours: demo.brand,
        rng,
        width: GALLERY_WIDTH,
        height: GALLERY_HEIGHT,
      });
      const stems = [`gallery/${businessId}/${image.id}`];
      if (index === 0) stems.push(`covers/${businessId}/${image.id}-cover`);
      imageJobs.push(
        renderGalleryImage(storage, stems, svg).then(([urls, cover]) => {
          image.urls = urls!;
          if (cover) covers.set(demo.slug, cover);
        }),
      );
    }
  }
  await Promise.all(imageJobs);

  // ---- people
  const clientUserId = randomUUID();
  const operatorUserId = randomUUID();
  const specialistUserId = randomUUID();
  const ownerIds = new Map(DEMO_BUSINESSES.filter((b) => b.owner).map((b) => [b.slug, randomUUID()]));

  // ---- holidays and overrides
  const holidays = HOLIDAYS.map((h) => ({ ...h, from: dayOffset(h.fromDays), to: dayOffset(h.toDays) }));
  const isHolidayFor = (slug: string, key: string | null, date: string) =>
    holidays.some(
      (h) =>
        h.businessSlug === slug &&
        (h.specialistKey === null || h.specialistKey === key) &&
        h.from <= date &&
        date <= h.to,
    );
  const avoidForSaule = (date: string) =>
    publicHolidayOn(date) !== null || isHolidayFor(SAULE_SLUG, null, date);
  const overrides: PlannedOverride[] = [
    {
      businessSlug: SAULE_SLUG,
      specialistKey: 'jurgita',
      date: firstWeekdayOnOrAfter(today.add({ days: 4 }), [2, 3, 4, 5], avoidForSaule),
      closed: false,
      intervals: [{ start: '13:00', end: '19:00' }],
      note: 'Rytą – kvalifikacijos kėlimo kursai',
    },
    {
      businessSlug: SAULE_SLUG,
      specialistKey: 'ruta',
      date: firstWeekdayOnOrAfter(today.add({ days: 5 }), [6], avoidForSaule),
      closed: true,
      intervals: [],
      note: 'Šeimos šventė',
    },
  ];

  const intervalsOn = (
    demo: DemoBusiness,
    spec: DemoSpecialist,
    date: Temporal.PlainDate,
  ): WallIntervalJson[] => {
    const iso = date.toString();
    if (publicHolidayOn(iso) || isHolidayFor(demo.slug, spec.key, iso)) return [];
    const override = overrides.find(
      (o) =>
        o.businessSlug === demo.slug &&
        (o.specialistKey === null || o.specialistKey === spec.key) &&
        o.date === iso,
    );
    if (override) return override.closed ? [] : override.intervals;
    return spec.weeklyHours[String(date.dayOfWeek) as IsoWeekday] ?? [];
  };

  // ---- client cards
  const femaleNames = DEMO_CLIENT_NAMES.filter((name) => !name.endsWith('s'));
  const maleNames = DEMO_CLIENT_NAMES.filter((name) => name.endsWith('s'));
  const mostlyMale = new Set(['zirkles']);
  const cards: (typeof clientCard.$inferInsert & { id: string; name: string })[] = [];
  const cardsByBusiness = new Map<string, { id: string; name: string; weight: number }[]>();
  for (const demo of DEMO_BUSINESSES.filter((b) => b.onboarded)) {
    const businessId = idsOf(demo.slug).id;
    const names = mostlyMale.has(demo.slug)
      ? [...shuffled(rng, maleNames).slice(0, 8), ...shuffled(rng, femaleNames).slice(0, 5)]
      : [...shuffled(rng, femaleNames).slice(0, 12), ...shuffled(rng, maleNames).slice(0, 3)];
    const list: { id: string; name: string; weight: number }[] = [];
    for (const name of names) {
      const id = randomUUID();
      const phone = `+3706${String(Math.floor(rng() * 10_000_000)).padStart(7, '0')}`;
      cards.push({
        id,
        businessId,
        name,
        phone,
        email: rng() < 0.6 ? `${asciiLower(name)}@demo.lt` : null,
        notes: rng() < 0.25 ? pick(rng, DEMO_CLIENT_NOTES) : '',
      });
      // A few regulars make up much of the book, as in a real salon.
      list.push({ id, name, weight: rng() < 0.3 ? 4 : 1 });
    }
    cardsByBusiness.set(demo.slug, list);
  }
  const sauleIds = idsOf(SAULE_SLUG);
  const demoClientCardId = randomUUID();
  cards.push({
    id: demoClientCardId,
    businessId: sauleIds.id,
    userId: clientUserId,
    name: CLIENT.name,
    phone: CLIENT.phoneNumber,
    email: CLIENT.email,
    notes: 'Mėgsta natūralius atspalvius.',
  });

  const pickCard = (slug: string) => {
    const list = cardsByBusiness.get(slug) ?? [];
    const total = list.reduce((sum, card) => sum + card.weight, 0);
    let r = rng() * total;
    for (const card of list) {
      r -= card.weight;
      if (r < 0) return card;
    }
    const last = list.at(-1);
    if (!last) throw new Error(`No client cards for ${slug}`);
    return last;
  };

  // ---- appointments
  const visits: PlannedVisit[] = [];
  const nowMs = now.getTime();
  for (const demo of DEMO_BUSINESSES.filter((b) => b.onboarded)) {
    const bIds = idsOf(demo.slug);
    const servicesByKey = new Map(demo.services.map((s) => [s.key, s]));
    for (const spec of demo.specialists) {
      const specServices = spec.serviceKeys.map((key) => {
        const found = servicesByKey.get(key);
        if (!found) throw new Error(`Unknown service ${demo.slug}/${key}`);
        return found;
      });
      for (let offset = -30; offset <= 14; offset++) {
        const date = today.add({ days: offset });
        const intervals = intervalsOn(demo, spec, date);
        if (intervals.length === 0) continue;
        let count = 0;
        for (let i = 0; i < 3; i++) if (rng() < demo.bookingDensity / 3) count++;
        const taken: [number, number][] = [];
        for (let n = 0; n < count; n++) {
          for (let attempt = 0; attempt < 8; attempt++) {
            const svc = pick(rng, specServices);
            const interval = pick(rng, intervals);
            // Whole 15-minute grid, and the buffer too must end inside working hours.
            const first = Math.ceil(wallTimeToMinutes(interval.start) / 15) * 15;
            const held = svc.durationMinutes + svc.bufferAfterMinutes;
            const slots = Math.floor((wallTimeToMinutes(interval.end) - held - first) / 15);
            if (slots < 0) continue;
            const start = first + 15 * Math.floor(rng() * (slots + 1));
            if (taken.some(([s, e]) => start < e && s < start + held)) continue;
            taken.push([start, start + held]);
            const startsAt = wallClockToDate(date, start, DEMO_TIME_ZONE);
            const endsAt = addMinutes(startsAt, svc.durationMinutes);
            visits.push({
              row: {
                id: randomUUID(),
                businessId: bIds.id,
                specialistId: specialistId(demo.slug, spec.key),
                serviceId: bIds.services.get(svc.key) ?? '',
                startsAt,
                endsAt,
                blockedUntil: addMinutes(endsAt, svc.bufferAfterMinutes),
                status: 'confirmed',
                source: 'online',
                priceCents: svc.priceCents,
                durationMinutes: svc.durationMinutes,
              },
              businessSlug: demo.slug,
              areaSlug: svc.areaSlug,
              serviceKey: svc.key,
              serviceName: svc.name,
              date: date.toString(),
            });
            break;
          }
        }
      }
    }
  }
  visits.sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());

  // Statuses, clients and booking times.
  const confirmationFor = new Map(DEMO_BUSINESSES.map((b) => [b.slug, b.requiresConfirmation]));
  for (const visit of visits) {
    const { row } = visit;
    const requiresConfirmation = confirmationFor.get(visit.businessSlug) ?? false;
    const card = pickCard(visit.businessSlug);
    row.clientCardId = card.id;
    row.source = rng() < 0.4 ? 'admin' : 'online';
    const bookedAt = addMinutes(row.startsAt, -Math.round((1 + rng() * 20) * 24 * 60 + rng() * 600));
    row.createdAt = bookedAt.getTime() < nowMs ? bookedAt : addMinutes(now, -Math.round(30 + rng() * 600));
    const r = rng();
    if (row.endsAt.getTime() <= nowMs) {
      // Businesses decline requests they have to confirm; elsewhere the client cancels.
      row.status =
        r < 0.86
          ? 'completed'
          : r < 0.93
            ? 'cancelled'
            : r < 0.97
              ? 'no_show'
              : requiresConfirmation
                ? 'declined'
                : 'completed';
    } else if (row.startsAt.getTime() <= nowMs) {
      row.status = 'confirmed';
    } else if (requiresConfirmation) {
      row.status = r < 0.45 ? 'pending' : 'confirmed';
    } else {
      row.status = r < 0.06 ? 'cancelled' : 'confirmed';
    }
    if (row.status === 'declined' && row.source === 'admin') row.source = 'online';
    const created = row.createdAt ?? now;
    if (row.status !== 'pending' && row.status !== 'declined') {
      row.confirmedAt = requiresConfirmation
        ? minDate(addMinutes(created, 30 + Math.round(rng() * 240)), minDate(row.startsAt, now))
        : created;
    }
    if (row.status === 'cancelled') {
      const cancelAt = addMinutes(
        created,
        Math.round((rng() * (row.startsAt.getTime() - created.getTime())) / 60_000 / 2),
      );
      row.cancelledAt = minDate(cancelAt, now);
    }
    if (row.status === 'declined') row.declineReason = pick(rng, DEMO_DECLINE_REASONS);
  }

  // The demo client's own history at Saulė: four past visits (the last one left to review) and two ahead.
  // Ieva is a woman: no men's or children's cuts in her history.
  const forClient = new Set(DEMO_CLIENT_SERVICE_KEYS);
  const sauleVisits = visits.filter((v) => v.businessSlug === SAULE_SLUG && forClient.has(v.serviceKey));
  const pastDone = sauleVisits.filter((v) => v.row.status === 'completed');
  const clientVisits: PlannedVisit[] = [];
  const usedDates = new Set<string>();
  for (let k = 0; k < 4 && pastDone.length > 0; k++) {
    let index = Math.floor((pastDone.length * (k + 0.5)) / 4);
    while (index < pastDone.length && usedDates.has(pastDone[index]?.date ?? '')) index++;
    const chosen = pastDone[index];
    if (!chosen) continue;
    usedDates.add(chosen.date);
    clientVisits.push(chosen);
  }
  const upcomingCandidates = sauleVisits.filter(
    (v) => v.row.status === 'confirmed' && v.row.startsAt.getTime() > nowMs + 26 * 3_600_000,
  );
  const firstUpcoming =
    upcomingCandidates.find(
      (v) => v.serviceKey === 'plauku-dazymas' || v.serviceKey === 'moteriskas-kirpimas',
    ) ??
    upcomingCandidates.find((v) => v.areaSlug === 'kirpejai') ??
    upcomingCandidates[0];
  const secondUpcoming =
    upcomingCandidates.find(
      (v) => v.areaSlug === 'manikiuras' && v !== firstUpcoming && v.date !== firstUpcoming?.date,
    ) ?? upcomingCandidates.find((v) => v !== firstUpcoming && v.date !== firstUpcoming?.date);
  const upcoming = [firstUpcoming, secondUpcoming].filter((v): v is PlannedVisit => v !== undefined);
  for (const visit of [...clientVisits, ...upcoming]) {
    visit.row.clientCardId = demoClientCardId;
    visit.row.clientUserId = clientUserId;
    visit.row.source = 'online';
  }
  if (firstUpcoming) firstUpcoming.row.clientNote = 'Norėčiau pasitarti dėl šviesesnio atspalvio.';
  // Saulė confirmed online requests by hand until lately: a few of them, in the days ahead, still wait, so a
  // newcomer sees that state in the overview, the menu's badge, the list and the calendar.
  const waiting = visits
    .filter(
      (v) =>
        v.businessSlug === SAULE_SLUG &&
        v.row.status === 'confirmed' &&
        v.row.source === 'online' &&
        v.row.clientUserId == null &&
        !upcoming.includes(v) &&
        v.row.startsAt.getTime() > nowMs + 3 * 3_600_000,
    )
    .sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());
  for (const visit of waiting.filter((_, index) => index % 5 === 2).slice(0, 4)) {
    visit.row.status = 'pending';
    visit.row.confirmedAt = null;
  }
  const lastClientVisit = clientVisits.at(-1);

  // ---- reviews
  const cardNames = new Map(cards.map((c) => [c.id, c.name]));
  const reviews: (typeof review.$inferInsert)[] = [];
  for (const visit of visits) {
    const { row } = visit;
    if (row.status !== 'completed' || visit === lastClientVisit) continue;
    const isDemoClient = row.clientUserId === clientUserId;
    if (!isDemoClient && rng() > 0.65) continue;
    const r = rng();
    const rating = (r < 0.62 ? 5 : r < 0.88 ? 4 : r < 0.95 ? 3 : r < 0.98 ? 2 : 1) as 1 | 2 | 3 | 4 | 5;
    const areaComments = DEMO_AREA_COMMENTS[visit.areaSlug];
    const comment =
      rng() < 0.15
        ? ''
        : rating === 5 && areaComments && rng() < 0.35
          ? pick(rng, areaComments)
          : pick(rng, DEMO_REVIEW_COMMENTS[rating]);
    reviews.push({
      businessId: row.businessId,
      appointmentId: row.id,
      userId: isDemoClient ? clientUserId : null,
      authorName: reviewAuthorName(cardNames.get(row.clientCardId ?? '') ?? CLIENT.name),
      rating,
      comment,
      createdAt: minDate(addMinutes(row.endsAt, Math.round(60 + rng() * 2880)), now),
    });
  }
  // Owners answer some reviews (one answer each, as the rules allow), a day or so after they were written.
  // A PRNG of its own, so the rest of the demo data stays what it was.
  const replyRng = createPrng(0x4e91);
  const ownerIdsById = new Map([...ownerIds].map(([slug, ownerId]) => [idsOf(slug).id, ownerId] as const));
  for (const written of reviews) {
    const ownerId = ownerIdsById.get(written.businessId);
    if (!ownerId || replyRng() > 0.3) continue;
    const createdAt = written.createdAt ?? now;
    written.reply = pick(replyRng, DEMO_REVIEW_REPLIES[written.rating >= 4 ? 'good' : 'poor']);
    written.repliedAt = minDate(addMinutes(createdAt, Math.round(120 + replyRng() * 1440)), now);
    written.repliedBy = ownerId;
  }

  // ---- notifications for the demo client
  const notifications: (typeof notification.$inferInsert)[] = [];
  const describe = (v: PlannedVisit) =>
    `${v.serviceName}, ${formatLongDate(v.date)}, ${formatTime(v.row.startsAt.toISOString(), DEMO_TIME_ZONE)}`;
  if (firstUpcoming) {
    notifications.push({
      userId: clientUserId,
      businessId: sauleIds.id,
      type: 'appointment_reminder',
      title: 'Primename apie artėjantį vizitą',
      body: `${describe(firstUpcoming)}. ${saule.name}, ${saule.address}.`,
      href: `/mano-vizitai?vizitas=${firstUpcoming.row.id}`,
      createdAt: addMinutes(now, -120),
    });
  }
  if (secondUpcoming) {
    notifications.push({
      userId: clientUserId,
      businessId: sauleIds.id,
      type: 'appointment_confirmed',
      title: 'Vizitas patvirtintas',
      body: `${describe(secondUpcoming)}. Laukiame jūsų!`,
      href: `/mano-vizitai?vizitas=${secondUpcoming.row.id}`,
      createdAt: secondUpcoming.row.createdAt ?? addMinutes(now, -600),
    });
  }
  if (lastClientVisit) {
    const sentAt = minDate(addMinutes(lastClientVisit.row.endsAt, 120), now);
    notifications.push({
      userId: clientUserId,
      businessId: sauleIds.id,
      type: 'review_request',
      title: 'Kaip sekėsi vizitas?',
      body: `Įvertinkite paslaugą „${lastClientVisit.serviceName}“ – jūsų atsiliepimas padės kitiems klientams.`,
      href: `/mano-vizitai?vizitas=${lastClientVisit.row.id}`,
      readAt: minDate(addMinutes(sentAt, 90), now),
      createdAt: sentAt,
    });
  }

  // ---- notifications for Saulė's owner: the demo client's online bookings, as the booking flow sends them
  const sauleOwnerId = ownerIds.get(SAULE_SLUG);
  for (const [index, visit] of upcoming.entries()) {
    if (!sauleOwnerId) break;
    notifications.push({
      userId: sauleOwnerId,
      businessId: sauleIds.id,
      type: 'appointment_new_booking',
      title: 'Nauja registracija',
      body: `${CLIENT.name}: ${describe(visit)}.`,
      href: `/administratorius/vizitai/sarasas/${SAULE_SLUG}`,
      // The older one has been looked at already; the newer one waits in the bell.
      readAt: index === 0 ? addMinutes(now, -60) : null,
      createdAt: addMinutes(now, index === 0 ? -180 : -45),
    });
  }

  // ---- blocked time: a half-hour lunch on working days of the next two weeks, where no visit is
  const lunches: (typeof timeBlock.$inferInsert)[] = [];
  for (const demo of DEMO_BUSINESSES.filter((b) => b.onboarded)) {
    for (const spec of demo.specialists) {
      const who = specialistId(demo.slug, spec.key);
      for (let offset = 0; offset < 14; offset++) {
        const date = today.add({ days: offset });
        const lunchStart = wallTimeToMinutes('13:00');
        const fits = intervalsOn(demo, spec, date).some(
          (i) => wallTimeToMinutes(i.start) <= lunchStart && lunchStart + 30 <= wallTimeToMinutes(i.end),
        );
        if (!fits) continue;
        const startsAt = wallClockToDate(date, lunchStart, DEMO_TIME_ZONE);
        const endsAt = addMinutes(startsAt, 30);
        const clash = visits.some(
          (v) => v.row.specialistId === who && v.row.startsAt < endsAt && startsAt < v.row.blockedUntil,
        );
        if (!clash)
          lunches.push({
            businessId: idsOf(demo.slug).id,
            specialistId: who,
            startsAt,
            endsAt,
            title: 'Pietūs',
          });
      }
    }
  }

  // ---- write everything in one transaction
  const counts = await db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL: the second waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(724310002)`);
    if (reset) await truncateDomainTables(tx);
    else if (await demoDataPresent(tx)) return null;

    const { areas, locations } = await ensureCatalogue(tx, { areas: DEMO_AREAS, locations: DEMO_LOCATIONS });
    const areaId = (slug: string) => {
      const found = areas.get(slug);
      if (!found) throw new Error(`Unknown area ${slug}`);
      return found;
    };

    const owners = DEMO_BUSINESSES.filter((b) => b.owner);
    const users: CredentialUserInput[] = [
      { id: clientUserId, name: CLIENT.name, email: CLIENT.email, phoneNumber: CLIENT.phoneNumber },
      { id: operatorUserId, name: OPERATOR.name, email: OPERATOR.email, isOperator: true },
      {
        id: specialistUserId,
        name:
          saule.specialists.find((s) => s.key === SPECIALIST_ACCOUNT.specialistKey)?.name ?? 'Specialistė',
        email: SPECIALIST_ACCOUNT.email,
      },
      ...owners.map((b) => ({
        id: ownerIds.get(b.slug) ?? '',
        name: b.owner?.name ?? '',
        email: b.owner?.email ?? '',
      })),
    ];
    await tx.insert(user).values(
      users.map((u) => ({
        id: u.id ?? randomUUID(),
        name: u.name,
        email: u.email,
        emailVerified: true,
        phoneNumber: u.phoneNumber ?? null,
        isOperator: u.isOperator ?? false,
      })),
    );
    await tx.insert(account).values(
      users.map((u) => ({
        id: randomUUID(),
        accountId: u.id ?? '',
        providerId: 'credential',
        userId: u.id ?? '',
        password: passwordHash,
      })),
    );

    await tx.insert(business).values(
      DEMO_BUSINESSES.map((demo) => {
        return {
          id: idsOf(demo.slug).id,
          slug: demo.slug,
          name: demo.name,
          onboarded: demo.onboarded,
          contactedAt:
            demo.contactedDaysAgo === null ? null : addMinutes(now, -demo.contactedDaysAgo * 24 * 60),
          description: demo.description,
          address: demo.address,
          locationId: locations.get(demo.locationSlug) ?? null,
          phone: demo.phone,
          email: demo.email,
          logoSquareUrl: logos.get(demo.slug)?.squareUrl ?? null,
          logoRoundUrl: logos.get(demo.slug)?.roundUrl ?? null,
          profileImageUrl: covers.get(demo.slug)?.['1600'] ?? null,
          timeZone: DEMO_TIME_ZONE,
          requiresConfirmation: demo.requiresConfirmation,
        };
      }),
    );
    await tx.insert(billingDetails).values(
      DEMO_BUSINESSES.map((demo) => ({
        businessId: idsOf(demo.slug).id,
        ...demo.billing,
        // The demo salon shows the Premium features (its statistics); the others stay on Standard.
        planCode: demo.slug === SAULE_SLUG ? 'premium' : 'standard',
      })),
    );
    await tx.insert(membership).values([
      ...owners.map((b) => ({
        businessId: idsOf(b.slug).id,
        userId: ownerIds.get(b.slug) ?? '',
        role: 'owner' as const,
      })),
      { businessId: sauleIds.id, userId: specialistUserId, role: 'specialist' as const },
    ]);

    await tx.insert(service).values(
      DEMO_BUSINESSES.flatMap((demo) =>
        demo.services.map((s, sortOrder) => ({
          id: idsOf(demo.slug).services.get(s.key) ?? '',
          businessId: idsOf(demo.slug).id,
          areaId: areaId(s.areaSlug),
          name: s.name,
          description: s.description,
          durationMinutes: s.durationMinutes,
          priceCents: s.priceCents,
          bufferAfterMinutes: s.bufferAfterMinutes,
          sortOrder,
        })),
      ),
    );
    await tx.insert(specialist).values(
      DEMO_BUSINESSES.flatMap((demo) =>
        demo.specialists.map((s, sortOrder) => {
          // The linked account: Saulė's demo specialist, or an owner who also works as a specialist.
          const linkedUserId =
            demo.slug === SAULE_SLUG && s.key === SPECIALIST_ACCOUNT.specialistKey
              ? specialistUserId
              : demo.owner?.name === s.name
                ? (ownerIds.get(demo.slug) ?? null)
                : null;
          return {
            id: specialistId(demo.slug, s.key),
            businessId: idsOf(demo.slug).id,
            name: s.name,
            title: s.title,
            userId: linkedUserId,
            sortOrder,
          };
        }),
      ),
    );
    await tx.insert(specialistService).values(
      DEMO_BUSINESSES.flatMap((demo) =>
        demo.specialists.flatMap((s) =>
          s.serviceKeys.map((key) => ({
            businessId: idsOf(demo.slug).id,
            specialistId: specialistId(demo.slug, s.key),
            serviceId: idsOf(demo.slug).services.get(key) ?? '',
          })),
        ),
      ),
    );
    const schedules = DEMO_BUSINESSES.flatMap((demo) =>
      demo.specialists
        .filter((s) => Object.keys(s.weeklyHours).length > 0)
        .map((s) => ({
          businessId: idsOf(demo.slug).id,
          specialistId: specialistId(demo.slug, s.key),
          validFrom,
          weeklyHours: s.weeklyHours,
        })),
    );
    await tx.insert(schedule).values(schedules);
    await tx.insert(holiday).values(
      holidays.map((h) => ({
        ...datedScope(h.businessSlug, h.specialistKey),
        fromDate: h.from,
        toDate: h.to,
        name: h.name,
      })),
    );
    await tx.insert(scheduleOverride).values(
      overrides.map((o) => ({
        ...datedScope(o.businessSlug, o.specialistKey),
        fromDate: o.date,
        toDate: o.date,
        closed: o.closed,
        intervals: o.intervals,
        note: o.note,
      })),
    );
    await tx.insert(clientCard).values(cards);
    if (visits.length > 0) await tx.insert(appointment).values(visits.map((v) => v.row));
    if (reviews.length > 0) await tx.insert(review).values(reviews);
    if (lunches.length > 0) await tx.insert(timeBlock).values(lunches);
    const galleryRows = DEMO_BUSINESSES.flatMap((demo) =>
      (gallery.get(demo.slug) ?? []).map((image) => ({
        id: image.id,
        businessId: idsOf(demo.slug).id,
        caption: image.caption,
        urls: image.urls,
        width: GALLERY_WIDTH,
        height: GALLERY_HEIGHT,
        sortOrder: image.sortOrder,
      })),
    );
    if (galleryRows.length > 0) await tx.insert(galleryImage).values(galleryRows);
    if (notifications.length > 0) await tx.insert(notification).values(notifications);

    return {
      users: users.length,
      areas: areas.size,
      locations: locations.size,
      businesses: DEMO_BUSINESSES.length,
      specialists: DEMO_BUSINESSES.reduce((sum, b) => sum + b.specialists.length, 0),
      services: DEMO_BUSINESSES.reduce((sum, b) => sum + b.services.length, 0),
      schedules: schedules.length,
      holidays: holidays.length,
      scheduleOverrides: overrides.length,
      clientCards: cards.length,
      appointments: visits.length,
      reviews: reviews.length,
      galleryImages: galleryRows.length,
      notifications: notifications.length,
    } satisfies SeedCounts;
  });
  if (!counts) return { created: false };
  // Issued as the monthly run issues them, on the 1st of each month; their letters went out long ago.
  const thisMonth = `${todayIn(DEMO_TIME_ZONE, now).slice(0, 7)}-01`;
  for (let back = DEMO_INVOICE_MONTHS - 1; back >= 0; back--) {
    const issuedOn = Temporal.PlainDate.from(thisMonth).subtract({ months: back }).toString();
    for (const demo of DEMO_BUSINESSES) {
      await issueMonthlyInvoice(
        db,
        { jobs: null, settings: invoiceSettings },
        { businessId: idsOf(demo.slug).id, issuedOn },
      );
    }
  }
  return { created: true, counts };
}

async function demoDataPresent(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: business.id })
    .from(business)
    .where(eq(business.slug, SAULE_SLUG))
    .limit(1);
  return rows.length > 0;
}

// Everything in the public schema except instance settings (VAPID keys: regenerating them would break every
// browser's push subscription for nothing). Drizzle's migration journal lives in its own schema.
const KEEP_ON_RESET = new Set(['app_setting']);

async function truncateDomainTables(db: DbOrTx): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as {
    tablename: string;
  }[];
  const tables = rows.map((row) => row.tablename).filter((name) => !KEEP_ON_RESET.has(name));
  if (tables.length === 0) return;
  const list = tables.map((name) => `"public"."${name.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
