// The demo data as plain constants (salons, people, texts); seed-demo.ts turns them into rows.
// Kept free of I/O so tests and factories can reuse the catalogue without touching a database.
import type { WeeklyHoursJson } from '../schema.ts';
import { weeklyHours } from '../records/weekly-hours.ts';

/** Every demo salon's time zone. */
export const DEMO_TIME_ZONE = 'Europe/Vilnius';

export interface DemoArea {
  slug: string;
  name: string;
  specialistsTitle: string;
  sortOrder: number;
}

export interface DemoLocation {
  slug: string;
  name: string;
  nameLocative: string;
  sortOrder: number;
}

export interface DemoService {
  key: string;
  name: string;
  areaSlug: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  bufferAfterMinutes: number;
}

export interface DemoSpecialist {
  key: string;
  name: string;
  title: string;
  serviceKeys: readonly string[];
  weeklyHours: WeeklyHoursJson;
}

export interface DemoBilling {
  companyName: string;
  companyCode: string;
  vatCode: string;
  address: string;
  invoiceEmail: string;
}

export interface DemoBrand {
  /** Logo background and the darkest gallery tone. */
  primary: string;
  /** Light gallery tones. */
  light: string;
  accent: string;
}

export interface DemoOwner {
  name: string;
  email: string;
}

export interface DemoBusiness {
  slug: string;
  name: string;
  /** The letter on the generated logo. */
  monogram: string;
  locationSlug: string;
  address: string;
  phone: string;
  email: string;
  description: string;
  onboarded: boolean;
  /** The owner's demo account; null for businesses not onboarded (nobody runs them on the platform yet). */
  owner: DemoOwner | null;
  /** Not onboarded only: days before the seed's `now` the operator contacted it; null = not yet. */
  contactedDaysAgo: number | null;
  requiresConfirmation: boolean;
  brand: DemoBrand;
  billing: DemoBilling;
  services: readonly DemoService[];
  specialists: readonly DemoSpecialist[];
  /** Gallery captions; one generated image each (onboarded businesses only). */
  gallery: readonly string[];
  /** Average appointments per specialist working day in the seeded window. */
  bookingDensity: number;
}

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_AREAS: readonly DemoArea[] = [
  { slug: 'kirpejai', name: 'Kirpimas', specialistsTitle: 'Kirpėjai', sortOrder: 1 },
  { slug: 'manikiuras', name: 'Manikiūras', specialistsTitle: 'Manikiūrininkės', sortOrder: 2 },
  { slug: 'pedikiuras', name: 'Pedikiūras', specialistsTitle: 'Pedikiūrininkės', sortOrder: 3 },
  { slug: 'kosmetologai', name: 'Kosmetologija', specialistsTitle: 'Kosmetologės', sortOrder: 4 },
  { slug: 'masazas', name: 'Masažas', specialistsTitle: 'Masažuotojai', sortOrder: 5 },
  {
    slug: 'antakiai-blakstienos',
    name: 'Antakiai ir blakstienos',
    specialistsTitle: 'Antakių ir blakstienų meistrės',
    sortOrder: 6,
  },
  { slug: 'makiazas', name: 'Makiažas', specialistsTitle: 'Vizažistės', sortOrder: 7 },
];

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  { slug: 'vilnius', name: 'Vilnius', nameLocative: 'Vilniuje', sortOrder: 1 },
  { slug: 'kaunas', name: 'Kaunas', nameLocative: 'Kaune', sortOrder: 2 },
  { slug: 'klaipeda', name: 'Klaipėda', nameLocative: 'Klaipėdoje', sortOrder: 3 },
  { slug: 'siauliai', name: 'Šiauliai', nameLocative: 'Šiauliuose', sortOrder: 4 },
  { slug: 'panevezys', name: 'Panevėžys', nameLocative: 'Panevėžyje', sortOrder: 5 },
];

/** The business every demo and end-to-end test relies on. */
export const SAULE_SLUG = 'saule';

/** Saulė's opening hours; the union of its specialists' schedules is exactly this. */
export const SAULE_OPENING_HOURS: WeeklyHoursJson = weeklyHours({ '1-6': '09:00-19:00', '7': '10:00-16:00' });

const HAIR = 'kirpejai';
const NAILS = 'manikiuras';
const FEET = 'pedikiuras';
const FACE = 'kosmetologai';
const MASSAGE = 'masazas';
const BROWS = 'antakiai-blakstienos';
const MAKEUP = 'makiazas';

const SAULE: DemoBusiness = {
  slug: SAULE_SLUG,
  name: 'Grožio studija Saulė',
  monogram: 'S',
  locationSlug: 'vilnius',
  address: 'Vilniaus g. 22, LT-01119 Vilnius',
  phone: '+37065512345',
  email: 'studija.saule@demo.lt',
  description:
    'Jauki grožio studija pačiame Vilniaus senamiestyje: kirpimas, plaukų dažymas ir nagų priežiūra vienoje vietoje. ' +
    'Dirbame su profesionalia kosmetika ir skiriame laiko konsultacijai prieš kiekvieną procedūrą. ' +
    'Laukiame kasdien, taip pat ir sekmadieniais.',
  owner: { name: 'Rasa Savininkė', email: 'savininkas@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: false,
  brand: { primary: '#c2683f', light: '#fbe6d4', accent: '#f2b36b' },
  billing: {
    companyName: 'UAB „Saulės grožis“',
    companyCode: '305512874',
    vatCode: 'LT100013478915',
    address: 'Vilniaus g. 22, LT-01119 Vilnius',
    invoiceEmail: 'saskaitos.saule@demo.lt',
  },
  services: [
    {
      key: 'moteriskas-kirpimas',
      name: 'Moteriškas kirpimas',
      areaSlug: HAIR,
      description: 'Konsultacija, plaukų plovimas, kirpimas ir modeliavimas.',
      durationMinutes: 45,
      priceCents: 3500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vyriskas-kirpimas',
      name: 'Vyriškas kirpimas',
      areaSlug: HAIR,
      description: 'Kirpimas žirklėmis ir mašinėle, plovimas ir formavimas.',
      durationMinutes: 30,
      priceCents: 2000,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vaiku-kirpimas',
      name: 'Vaikų kirpimas',
      areaSlug: HAIR,
      description: 'Vaikams iki 12 metų.',
      durationMinutes: 30,
      priceCents: 1500,
      bufferAfterMinutes: 5,
    },
    {
      key: 'plauku-dazymas',
      name: 'Plaukų dažymas',
      areaSlug: HAIR,
      description: 'Vienos spalvos dažymas, plovimas, kaukė ir džiovinimas.',
      durationMinutes: 120,
      priceCents: 7500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'balayage',
      name: 'Sruogų dažymas (balayage)',
      areaSlug: HAIR,
      description: 'Natūralūs, saulės nušviesti atspalviai; kaina priklauso nuo plaukų ilgio.',
      durationMinutes: 180,
      priceCents: 12000,
      bufferAfterMinutes: 15,
    },
    {
      key: 'sventine-sukuosena',
      name: 'Šventinė šukuosena',
      areaSlug: HAIR,
      description: 'Šukuosena vestuvėms, išleistuvėms ar kitai progai.',
      durationMinutes: 60,
      priceCents: 4500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'plauku-prieziura',
      name: 'Atkuriamoji plaukų procedūra',
      areaSlug: HAIR,
      description: 'Gilaus drėkinimo kaukė ir galvos odos masažas.',
      durationMinutes: 30,
      priceCents: 2500,
      bufferAfterMinutes: 5,
    },
    {
      key: 'klasikinis-manikiuras',
      name: 'Klasikinis manikiūras',
      areaSlug: NAILS,
      description: 'Nagų formavimas, odelių priežiūra ir rankų kremas.',
      durationMinutes: 45,
      priceCents: 2200,
      bufferAfterMinutes: 10,
    },
    {
      key: 'gelinis-lakavimas',
      name: 'Gelinis lakavimas',
      areaSlug: NAILS,
      description: 'Manikiūras ir ilgai išliekantis gelinis lakas.',
      durationMinutes: 60,
      priceCents: 3000,
      bufferAfterMinutes: 10,
    },
    {
      key: 'nagu-priauginimas',
      name: 'Gelinių nagų priauginimas',
      areaSlug: NAILS,
      description: 'Priauginimas geliu, formavimas ir lakavimas.',
      durationMinutes: 120,
      priceCents: 4500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'gelio-nuemimas',
      name: 'Gelio nuėmimas',
      areaSlug: NAILS,
      description: 'Saugus gelinio lako nuėmimas ir nagų sutvarkymas.',
      durationMinutes: 20,
      priceCents: 800,
      bufferAfterMinutes: 5,
    },
  ],
  specialists: [
    {
      key: 'ruta',
      name: 'Rūta Petrauskienė',
      title: 'Vyresnioji kirpėja-stilistė',
      serviceKeys: [
        'moteriskas-kirpimas',
        'vyriskas-kirpimas',
        'vaiku-kirpimas',
        'plauku-dazymas',
        'sventine-sukuosena',
        'plauku-prieziura',
      ],
      weeklyHours: weeklyHours({ '1-5': '09:00-13:00 14:00-18:00', '6': '09:00-15:00' }),
    },
    {
      key: 'jurgita',
      name: 'Jurgita Kazlauskienė',
      title: 'Kirpėja-koloristė',
      serviceKeys: [
        'moteriskas-kirpimas',
        'plauku-dazymas',
        'balayage',
        'sventine-sukuosena',
        'plauku-prieziura',
      ],
      weeklyHours: weeklyHours({ '2-5': '11:00-15:00 15:30-19:00', '6': '11:00-19:00', '7': '10:00-16:00' }),
    },
    {
      key: 'egle',
      name: 'Eglė Stankevičiūtė',
      title: 'Manikiūrininkė',
      serviceKeys: ['klasikinis-manikiuras', 'gelinis-lakavimas', 'nagu-priauginimas', 'gelio-nuemimas'],
      weeklyHours: weeklyHours({ '1-5': '09:00-12:30 13:00-17:00', '7': '10:00-16:00' }),
    },
    {
      key: 'greta',
      name: 'Greta Vaitkutė',
      title: 'Nagų dizaino meistrė',
      serviceKeys: ['klasikinis-manikiuras', 'gelinis-lakavimas', 'nagu-priauginimas', 'gelio-nuemimas'],
      weeklyHours: weeklyHours({ '1': '12:00-19:00', '3-6': '12:00-19:00' }),
    },
    {
      key: 'lukas',
      name: 'Lukas Jankauskas',
      title: 'Barberis',
      serviceKeys: ['vyriskas-kirpimas', 'vaiku-kirpimas'],
      weeklyHours: weeklyHours({ '1-2': '10:00-14:00 14:30-19:00', '4-5': '10:00-14:00 14:30-19:00' }),
    },
  ],
  gallery: ['Studijos salė', 'Kirpimo vieta prie lango', 'Manikiūro kampelis', 'Laukiamasis su kava'],
  bookingDensity: 0.85,
};

const ZIRKLES: DemoBusiness = {
  slug: 'zirkles',
  name: 'Kirpykla Žirklės',
  monogram: 'Ž',
  locationSlug: 'vilnius',
  address: 'Antakalnio g. 17, LT-10312 Vilnius',
  phone: '+37067011223',
  email: 'kirpykla.zirkles@demo.lt',
  description:
    'Kirpykla Antakalnyje vyrams, moterims ir vaikams. ' +
    'Klasikiniai ir modernūs kirpimai, barzdos modeliavimas karštu rankšluosčiu.',
  owner: { name: 'Vytautas Žilinskas', email: 'savininkas.zirkles@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: false,
  brand: { primary: '#2f3e56', light: '#dfe6ef', accent: '#9fb4cf' },
  billing: {
    companyName: 'MB „Aštrios žirklės“',
    companyCode: '306114529',
    vatCode: '',
    address: 'Antakalnio g. 17, LT-10312 Vilnius',
    invoiceEmail: 'kirpykla.zirkles@demo.lt',
  },
  services: [
    {
      key: 'vyriskas-kirpimas',
      name: 'Vyriškas kirpimas',
      areaSlug: HAIR,
      description: 'Kirpimas, plovimas ir formavimas.',
      durationMinutes: 30,
      priceCents: 2200,
      bufferAfterMinutes: 5,
    },
    {
      key: 'barzda',
      name: 'Barzdos modeliavimas',
      areaSlug: HAIR,
      description: 'Barzdos kirpimas, kontūrai skustuvu ir karštas rankšluostis.',
      durationMinutes: 30,
      priceCents: 1800,
      bufferAfterMinutes: 5,
    },
    {
      key: 'kirpimas-barzda',
      name: 'Kirpimas ir barzda',
      areaSlug: HAIR,
      description: 'Vyriškas kirpimas kartu su barzdos modeliavimu.',
      durationMinutes: 60,
      priceCents: 3500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'masinele',
      name: 'Kirpimas mašinėle',
      areaSlug: HAIR,
      description: 'Vienodo ilgio kirpimas mašinėle.',
      durationMinutes: 20,
      priceCents: 1500,
      bufferAfterMinutes: 5,
    },
    {
      key: 'moteriskas-kirpimas',
      name: 'Moteriškas kirpimas',
      areaSlug: HAIR,
      description: 'Kirpimas, plovimas ir džiovinimas.',
      durationMinutes: 45,
      priceCents: 3200,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vaiku-kirpimas',
      name: 'Vaikų kirpimas',
      areaSlug: HAIR,
      description: 'Vaikams iki 12 metų.',
      durationMinutes: 30,
      priceCents: 1400,
      bufferAfterMinutes: 5,
    },
  ],
  specialists: [
    {
      key: 'mantas',
      name: 'Mantas Petraitis',
      title: 'Barberis',
      serviceKeys: ['vyriskas-kirpimas', 'barzda', 'kirpimas-barzda', 'masinele', 'vaiku-kirpimas'],
      weeklyHours: weeklyHours({ '1-5': '10:00-14:00 15:00-20:00', '6': '10:00-16:00' }),
    },
    {
      key: 'dovile',
      name: 'Dovilė Žukauskaitė',
      title: 'Kirpėja',
      serviceKeys: ['moteriskas-kirpimas', 'vyriskas-kirpimas', 'vaiku-kirpimas', 'masinele'],
      weeklyHours: weeklyHours({ '2-6': '10:00-18:00' }),
    },
    {
      key: 'karolis',
      name: 'Karolis Urbonas',
      title: 'Barberis',
      serviceKeys: ['vyriskas-kirpimas', 'barzda', 'kirpimas-barzda', 'masinele'],
      weeklyHours: weeklyHours({ '1-5': '12:00-20:00' }),
    },
  ],
  gallery: ['Barberio kėdės', 'Įrankiai', 'Kirpyklos vitrina'],
  bookingDensity: 0.3,
};

const PERLAS: DemoBusiness = {
  slug: 'perlas',
  name: 'Nagų studija Perlas',
  monogram: 'P',
  locationSlug: 'kaunas',
  address: 'Laisvės al. 53, LT-44309 Kaunas',
  phone: '+37068833401',
  email: 'nagu.studija.perlas@demo.lt',
  description:
    'Manikiūro ir pedikiūro studija Laisvės alėjoje. ' +
    'Kiekvienam klientui – sterilizuoti įrankiai ir vienkartinės dildės. ' +
    'Vizitus patvirtiname per kelias valandas.',
  owner: { name: 'Kristina Perlaitė', email: 'savininkas.perlas@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: true,
  brand: { primary: '#8a5a83', light: '#f3e6f1', accent: '#d9a7cf' },
  billing: {
    companyName: 'UAB „Perlo nagai“',
    companyCode: '304998120',
    vatCode: 'LT100012245517',
    address: 'Laisvės al. 53, LT-44309 Kaunas',
    invoiceEmail: 'buhalterija.perlas@demo.lt',
  },
  services: [
    {
      key: 'klasikinis-manikiuras',
      name: 'Klasikinis manikiūras',
      areaSlug: NAILS,
      description: 'Nagų formavimas ir odelių priežiūra.',
      durationMinutes: 45,
      priceCents: 2000,
      bufferAfterMinutes: 10,
    },
    {
      key: 'gelinis-lakavimas',
      name: 'Gelinis lakavimas',
      areaSlug: NAILS,
      description: 'Manikiūras ir gelinis lakas.',
      durationMinutes: 60,
      priceCents: 2800,
      bufferAfterMinutes: 10,
    },
    {
      key: 'nuemimas-lakavimas',
      name: 'Gelio nuėmimas ir lakavimas',
      areaSlug: NAILS,
      description: 'Seno gelio nuėmimas, manikiūras ir naujas lakavimas.',
      durationMinutes: 75,
      priceCents: 3200,
      bufferAfterMinutes: 10,
    },
    {
      key: 'priauginimas',
      name: 'Nagų priauginimas',
      areaSlug: NAILS,
      description: 'Priauginimas geliu iki 2 cm ilgio.',
      durationMinutes: 120,
      priceCents: 4200,
      bufferAfterMinutes: 15,
    },
    {
      key: 'klasikinis-pedikiuras',
      name: 'Klasikinis pedikiūras',
      areaSlug: FEET,
      description: 'Pėdų vonelė, nagų ir pėdų odos priežiūra.',
      durationMinutes: 60,
      priceCents: 3000,
      bufferAfterMinutes: 15,
    },
    {
      key: 'pedikiuras-gelis',
      name: 'Pedikiūras su geliniu lakavimu',
      areaSlug: FEET,
      description: 'Klasikinis pedikiūras ir gelinis lakas.',
      durationMinutes: 90,
      priceCents: 3800,
      bufferAfterMinutes: 15,
    },
    {
      key: 'spa-pedikiuras',
      name: 'SPA pedikiūras',
      areaSlug: FEET,
      description: 'Pedikiūras su šveitikliu, kauke ir pėdų masažu.',
      durationMinutes: 75,
      priceCents: 3500,
      bufferAfterMinutes: 15,
    },
  ],
  specialists: [
    {
      key: 'aiste',
      name: 'Aistė Jonaitienė',
      title: 'Manikiūrininkė',
      serviceKeys: ['klasikinis-manikiuras', 'gelinis-lakavimas', 'nuemimas-lakavimas', 'priauginimas'],
      weeklyHours: weeklyHours({ '1-5': '09:00-13:00 13:30-18:00' }),
    },
    {
      key: 'indre',
      name: 'Indrė Balčiūnaitė',
      title: 'Manikiūrininkė-pedikiūrininkė',
      serviceKeys: [
        'klasikinis-manikiuras',
        'gelinis-lakavimas',
        'nuemimas-lakavimas',
        'klasikinis-pedikiuras',
        'pedikiuras-gelis',
      ],
      weeklyHours: weeklyHours({ '2-6': '10:00-18:00' }),
    },
    {
      key: 'laura',
      name: 'Laura Mickevičienė',
      title: 'Pedikiūrininkė',
      serviceKeys: ['klasikinis-pedikiuras', 'pedikiuras-gelis', 'spa-pedikiuras'],
      weeklyHours: weeklyHours({
        '1': '10:00-14:00 14:30-19:00',
        '3': '10:00-14:00 14:30-19:00',
        '5': '10:00-14:00 14:30-19:00',
        '6': '09:00-14:00',
      }),
    },
  ],
  gallery: ['Manikiūro stalai', 'Gelinio lako paletė', 'Pedikiūro kėdė'],
  bookingDensity: 0.3,
};

const AURA: DemoBusiness = {
  slug: 'aura',
  name: 'Kosmetologijos klinika Aura',
  monogram: 'A',
  locationSlug: 'kaunas',
  address: 'Savanorių pr. 124, LT-44146 Kaunas',
  phone: '+37037200415',
  email: 'klinika.aura@demo.lt',
  description:
    'Veido procedūros, antakių ir blakstienų priežiūra Kauno centre. ' +
    'Pirmojo vizito metu kosmetologė įvertins odos būklę ir sudarys priežiūros planą.',
  owner: { name: 'Vaida Rimkienė', email: 'savininkas.aura@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: false,
  brand: { primary: '#3f7f74', light: '#e0f0ec', accent: '#9ccfc3' },
  billing: {
    companyName: 'UAB „Auros klinika“',
    companyCode: '302871456',
    vatCode: 'LT100007231413',
    address: 'Savanorių pr. 124, LT-44146 Kaunas',
    invoiceEmail: 'saskaitos.aura@demo.lt',
  },
  services: [
    {
      key: 'veido-valymas',
      name: 'Veido valymas ultragarsu',
      areaSlug: FACE,
      description: 'Ultragarsinis valymas, kaukė ir drėkinamasis kremas.',
      durationMinutes: 60,
      priceCents: 4500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'pilingas',
      name: 'Cheminis veido pilingas',
      areaSlug: FACE,
      description: 'Rūgščių pilingas, parenkamas pagal odos tipą.',
      durationMinutes: 45,
      priceCents: 5500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'drekinamoji',
      name: 'Drėkinamoji veido procedūra',
      areaSlug: FACE,
      description: 'Hialurono rūgšties kaukė ir veido masažas.',
      durationMinutes: 60,
      priceCents: 5000,
      bufferAfterMinutes: 15,
    },
    {
      key: 'mikrodermabrazija',
      name: 'Mikrodermabrazija',
      areaSlug: FACE,
      description: 'Deimantinė odos šlifavimo procedūra.',
      durationMinutes: 45,
      priceCents: 4800,
      bufferAfterMinutes: 15,
    },
    {
      key: 'antakiu-korekcija',
      name: 'Antakių korekcija ir dažymas',
      areaSlug: BROWS,
      description: 'Formos parinkimas, korekcija ir dažymas.',
      durationMinutes: 30,
      priceCents: 1800,
      bufferAfterMinutes: 5,
    },
    {
      key: 'antakiu-laminavimas',
      name: 'Antakių laminavimas',
      areaSlug: BROWS,
      description: 'Ilgalaikis antakių formavimas, korekcija ir dažymas.',
      durationMinutes: 60,
      priceCents: 3500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'blakstienu-laminavimas',
      name: 'Blakstienų laminavimas',
      areaSlug: BROWS,
      description: 'Blakstienų riesinimas, maitinimas ir dažymas.',
      durationMinutes: 60,
      priceCents: 3800,
      bufferAfterMinutes: 10,
    },
    {
      key: 'blakstienu-priauginimas',
      name: 'Blakstienų priauginimas',
      areaSlug: BROWS,
      description: 'Klasikinis blakstienų priauginimas po vieną.',
      durationMinutes: 120,
      priceCents: 5500,
      bufferAfterMinutes: 10,
    },
  ],
  specialists: [
    {
      key: 'vaida',
      name: 'Vaida Rimkienė',
      title: 'Gydytoja kosmetologė',
      serviceKeys: ['veido-valymas', 'pilingas', 'drekinamoji', 'mikrodermabrazija'],
      weeklyHours: weeklyHours({ '1-4': '09:00-13:00 14:00-17:00' }),
    },
    {
      key: 'simona',
      name: 'Simona Norkutė',
      title: 'Kosmetologė',
      serviceKeys: ['veido-valymas', 'drekinamoji', 'mikrodermabrazija', 'antakiu-korekcija'],
      weeklyHours: weeklyHours({ '1-5': '10:00-18:00' }),
    },
    {
      key: 'kristina',
      name: 'Kristina Paulauskaitė',
      title: 'Antakių ir blakstienų meistrė',
      serviceKeys: [
        'antakiu-korekcija',
        'antakiu-laminavimas',
        'blakstienu-laminavimas',
        'blakstienu-priauginimas',
      ],
      weeklyHours: weeklyHours({ '2-5': '10:00-14:00 14:30-19:00', '6': '10:00-15:00' }),
    },
  ],
  gallery: ['Procedūrų kabinetas', 'Priimamasis', 'Kosmetikos lentyna', 'Antakių studija'],
  bookingDensity: 0.3,
};

const GINTARAS: DemoBusiness = {
  slug: 'gintaras',
  name: 'Masažo studija Gintaras',
  monogram: 'G',
  locationSlug: 'klaipeda',
  address: 'Herkaus Manto g. 31, LT-92234 Klaipėda',
  phone: '+37046310277',
  email: 'masazai.gintaras@demo.lt',
  description:
    'Klasikiniai, sportiniai ir atpalaiduojamieji masažai netoli Klaipėdos senamiesčio. ' +
    'Masažuotojai turi kineziterapijos išsilavinimą. ' +
    'Užklausas patvirtiname tą pačią dieną.',
  owner: { name: 'Gintaras Mockus', email: 'savininkas.gintaras@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: true,
  brand: { primary: '#b07a2a', light: '#f8ecd6', accent: '#e6bd6e' },
  billing: {
    companyName: 'MB „Gintaro rankos“',
    companyCode: '305771093',
    vatCode: '',
    address: 'Herkaus Manto g. 31, LT-92234 Klaipėda',
    invoiceEmail: 'masazai.gintaras@demo.lt',
  },
  services: [
    {
      key: 'nugaros-masazas',
      name: 'Klasikinis nugaros masažas',
      areaSlug: MASSAGE,
      description: 'Nugaros, kaklo ir pečių juostos masažas.',
      durationMinutes: 30,
      priceCents: 2500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'viso-kuno',
      name: 'Viso kūno masažas',
      areaSlug: MASSAGE,
      description: 'Atpalaiduojamasis viso kūno masažas su aliejais.',
      durationMinutes: 60,
      priceCents: 4500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'sportinis',
      name: 'Sportinis masažas',
      areaSlug: MASSAGE,
      description: 'Gilus raumenų masažas po treniruočių ir varžybų.',
      durationMinutes: 60,
      priceCents: 5000,
      bufferAfterMinutes: 15,
    },
    {
      key: 'limfodrenazinis',
      name: 'Limfodrenažinis masažas',
      areaSlug: MASSAGE,
      description: 'Švelnus masažas, mažinantis tinimą ir skatinantis limfotaką.',
      durationMinutes: 60,
      priceCents: 4800,
      bufferAfterMinutes: 15,
    },
    {
      key: 'akmenys',
      name: 'Karštų akmenų masažas',
      areaSlug: MASSAGE,
      description: 'Viso kūno masažas įkaitintais bazalto akmenimis.',
      durationMinutes: 90,
      priceCents: 6500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'veido-masazas',
      name: 'Veido masažas',
      areaSlug: MASSAGE,
      description: 'Atpalaiduojamasis veido ir galvos masažas.',
      durationMinutes: 30,
      priceCents: 2800,
      bufferAfterMinutes: 10,
    },
  ],
  specialists: [
    {
      key: 'darius',
      name: 'Darius Kavaliauskas',
      title: 'Kineziterapeutas, masažuotojas',
      serviceKeys: ['nugaros-masazas', 'viso-kuno', 'sportinis', 'limfodrenazinis'],
      weeklyHours: weeklyHours({ '1-5': '08:00-12:00 13:00-18:00' }),
    },
    {
      key: 'inga',
      name: 'Inga Vasiliauskienė',
      title: 'Masažuotoja',
      serviceKeys: ['nugaros-masazas', 'viso-kuno', 'limfodrenazinis', 'akmenys', 'veido-masazas'],
      weeklyHours: weeklyHours({ '2-5': '11:00-15:00 15:30-19:00', '6': '10:00-15:00' }),
    },
  ],
  gallery: ['Masažo kabinetas', 'Karšti akmenys', 'Aromaterapijos aliejai'],
  bookingDensity: 0.3,
};

const JURA: DemoBusiness = {
  slug: 'jura',
  name: 'Grožio namai Jūra',
  monogram: 'J',
  locationSlug: 'klaipeda',
  address: 'Taikos pr. 61, LT-91182 Klaipėda',
  phone: '+37062277310',
  email: 'grozio.namai.jura@demo.lt',
  description:
    'Kirpimas, makiažas ir antakių priežiūra vienuose namuose. ' +
    'Šeštadieniais ir sekmadieniais ruošiame nuotakas ir jų palydą. ' +
    'Dovanų kuponus galite įsigyti salone.',
  owner: { name: 'Jūratė Lukošienė', email: 'savininkas.jura@demo.lt' },
  onboarded: true,
  contactedDaysAgo: null,
  requiresConfirmation: false,
  brand: { primary: '#2d6f8f', light: '#ddeef5', accent: '#8cc6db' },
  billing: {
    companyName: 'UAB „Jūros grožis“',
    companyCode: '303345781',
    vatCode: 'LT100009112219',
    address: 'Taikos pr. 61, LT-91182 Klaipėda',
    invoiceEmail: 'buhalterija.jura@demo.lt',
  },
  services: [
    {
      key: 'moteriskas-kirpimas',
      name: 'Moteriškas kirpimas',
      areaSlug: HAIR,
      description: 'Kirpimas, plovimas ir džiovinimas.',
      durationMinutes: 45,
      priceCents: 3000,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vyriskas-kirpimas',
      name: 'Vyriškas kirpimas',
      areaSlug: HAIR,
      description: 'Kirpimas ir formavimas.',
      durationMinutes: 30,
      priceCents: 1800,
      bufferAfterMinutes: 5,
    },
    {
      key: 'plauku-dazymas',
      name: 'Plaukų dažymas',
      areaSlug: HAIR,
      description: 'Dažymas, plovimas ir džiovinimas.',
      durationMinutes: 120,
      priceCents: 6500,
      bufferAfterMinutes: 15,
    },
    {
      key: 'dieninis-makiazas',
      name: 'Dieninis makiažas',
      areaSlug: MAKEUP,
      description: 'Natūralus makiažas kasdienai ar fotosesijai.',
      durationMinutes: 45,
      priceCents: 3500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vakarinis-makiazas',
      name: 'Vakarinis makiažas',
      areaSlug: MAKEUP,
      description: 'Ryškesnis, ilgai išliekantis makiažas šventei.',
      durationMinutes: 60,
      priceCents: 4500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'nuotakos-makiazas',
      name: 'Nuotakos makiažas',
      areaSlug: MAKEUP,
      description: 'Makiažas vestuvių dienai su dirbtinėmis blakstienomis.',
      durationMinutes: 90,
      priceCents: 8000,
      bufferAfterMinutes: 15,
    },
    {
      key: 'antakiu-korekcija',
      name: 'Antakių korekcija ir dažymas',
      areaSlug: BROWS,
      description: 'Formos parinkimas, korekcija ir dažymas.',
      durationMinutes: 30,
      priceCents: 1600,
      bufferAfterMinutes: 5,
    },
    {
      key: 'blakstienu-dazymas',
      name: 'Blakstienų dažymas',
      areaSlug: BROWS,
      description: 'Blakstienų dažymas ilgai išliekančiais dažais.',
      durationMinutes: 20,
      priceCents: 1000,
      bufferAfterMinutes: 5,
    },
  ],
  specialists: [
    {
      key: 'justina',
      name: 'Justina Lukošiūtė',
      title: 'Kirpėja',
      serviceKeys: ['moteriskas-kirpimas', 'vyriskas-kirpimas', 'plauku-dazymas'],
      weeklyHours: weeklyHours({ '1-5': '09:00-17:00' }),
    },
    {
      key: 'monika',
      name: 'Monika Butkienė',
      title: 'Vizažistė',
      serviceKeys: ['dieninis-makiazas', 'vakarinis-makiazas', 'nuotakos-makiazas'],
      weeklyHours: weeklyHours({ '4-6': '09:00-17:00', '7': '10:00-14:00' }),
    },
    {
      key: 'viktorija',
      name: 'Viktorija Šimkutė',
      title: 'Kirpėja-koloristė',
      serviceKeys: ['moteriskas-kirpimas', 'plauku-dazymas'],
      weeklyHours: weeklyHours({ '1-5': '11:00-15:00 15:30-19:00' }),
    },
    {
      key: 'agne',
      name: 'Agnė Navickaitė',
      title: 'Antakių meistrė',
      serviceKeys: ['antakiu-korekcija', 'blakstienu-dazymas', 'dieninis-makiazas'],
      weeklyHours: weeklyHours({ '1-2': '10:00-18:00', '4-5': '10:00-18:00', '6': '10:00-14:00' }),
    },
  ],
  gallery: ['Salono interjeras', 'Makiažo staliukas', 'Vaizdas pro langą'],
  bookingDensity: 0.3,
};

const LELIJA: DemoBusiness = {
  slug: 'lelija',
  name: 'Vizažo studija Lelija',
  monogram: 'L',
  locationSlug: 'vilnius',
  address: 'Užupio g. 9, LT-01202 Vilnius',
  phone: '+37069940218',
  email: 'vizazas.lelija@demo.lt',
  description: 'Makiažo ir antakių studija Užupyje. ' + 'Vizitų registracija kol kas tik telefonu.',
  owner: null,
  onboarded: false,
  contactedDaysAgo: null,
  requiresConfirmation: false,
  brand: { primary: '#9b4f6a', light: '#f6e3ea', accent: '#e0a3b8' },
  billing: {
    companyName: 'Lina Kairytė, individuali veikla',
    companyCode: '1187452',
    vatCode: '',
    address: 'Užupio g. 9, LT-01202 Vilnius',
    invoiceEmail: 'vizazas.lelija@demo.lt',
  },
  services: [
    {
      key: 'dieninis-makiazas',
      name: 'Dieninis makiažas',
      areaSlug: MAKEUP,
      description: '',
      durationMinutes: 45,
      priceCents: 3800,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vakarinis-makiazas',
      name: 'Vakarinis makiažas',
      areaSlug: MAKEUP,
      description: '',
      durationMinutes: 60,
      priceCents: 5000,
      bufferAfterMinutes: 10,
    },
    {
      key: 'antakiu-architektura',
      name: 'Antakių architektūra',
      areaSlug: BROWS,
      description: '',
      durationMinutes: 45,
      priceCents: 2500,
      bufferAfterMinutes: 5,
    },
  ],
  specialists: [
    {
      key: 'lina',
      name: 'Lina Kairytė',
      title: 'Vizažistė',
      serviceKeys: ['dieninis-makiazas', 'vakarinis-makiazas'],
      weeklyHours: {},
    },
    {
      key: 'ugne',
      name: 'Ugnė Sabaliauskaitė',
      title: 'Antakių meistrė',
      serviceKeys: ['antakiu-architektura'],
      weeklyHours: {},
    },
  ],
  gallery: [],
  bookingDensity: 0,
};

const SVAJONE: DemoBusiness = {
  slug: 'svajone',
  name: 'Grožio salonas Svajonė',
  monogram: 'S',
  locationSlug: 'siauliai',
  address: 'Vilniaus g. 213, LT-76343 Šiauliai',
  phone: '+37041520634',
  email: 'salonas.svajone@demo.lt',
  description:
    'Šeimos grožio salonas Šiaulių centre: kirpimas, manikiūras ir pedikiūras. ' +
    'Registruokitės telefonu darbo valandomis.',
  owner: null,
  onboarded: false,
  contactedDaysAgo: 6,
  requiresConfirmation: false,
  brand: { primary: '#5b6f2e', light: '#eef2dc', accent: '#b8c77a' },
  billing: {
    companyName: 'UAB „Svajonių salonas“',
    companyCode: '301225687',
    vatCode: '',
    address: 'Vilniaus g. 213, LT-76343 Šiauliai',
    invoiceEmail: 'salonas.svajone@demo.lt',
  },
  services: [
    {
      key: 'moteriskas-kirpimas',
      name: 'Moteriškas kirpimas',
      areaSlug: HAIR,
      description: '',
      durationMinutes: 45,
      priceCents: 2500,
      bufferAfterMinutes: 10,
    },
    {
      key: 'vyriskas-kirpimas',
      name: 'Vyriškas kirpimas',
      areaSlug: HAIR,
      description: '',
      durationMinutes: 30,
      priceCents: 1500,
      bufferAfterMinutes: 5,
    },
    {
      key: 'klasikinis-manikiuras',
      name: 'Klasikinis manikiūras',
      areaSlug: NAILS,
      description: '',
      durationMinutes: 45,
      priceCents: 1800,
      bufferAfterMinutes: 10,
    },
    {
      key: 'klasikinis-pedikiuras',
      name: 'Klasikinis pedikiūras',
      areaSlug: FEET,
      description: '',
      durationMinutes: 60,
      priceCents: 2600,
      bufferAfterMinutes: 15,
    },
  ],
  specialists: [
    {
      key: 'rasa',
      name: 'Rasa Jurkšaitė',
      title: 'Kirpėja',
      serviceKeys: ['moteriskas-kirpimas', 'vyriskas-kirpimas'],
      weeklyHours: {},
    },
    {
      key: 'daiva',
      name: 'Daiva Kveselienė',
      title: 'Manikiūrininkė-pedikiūrininkė',
      serviceKeys: ['klasikinis-manikiuras', 'klasikinis-pedikiuras'],
      weeklyHours: {},
    },
  ],
  gallery: [],
  bookingDensity: 0,
};

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  SAULE,
  ZIRKLES,
  PERLAS,
  AURA,
  GINTARAS,
  JURA,
  LELIJA,
  SVAJONE,
];

/** Names for client cards; the seed picks from these per business. */
export const DEMO_CLIENT_NAMES: readonly string[] = [
  'Austėja Kazlauskaitė',
  'Gabija Jankauskienė',
  'Milda Petrauskaitė',
  'Emilija Vasiliauskaitė',
  'Kotryna Žukauskienė',
  'Ugnė Butkutė',
  'Paulina Paulauskienė',
  'Viltė Urbonaitė',
  'Goda Kavaliauskaitė',
  'Skaistė Balčiūnienė',
  'Raminta Navickienė',
  'Neringa Šimkienė',
  'Justė Ramanauskaitė',
  'Dalia Stankevičienė',
  'Vaiva Mažeikaitė',
  'Jolanta Adomaitienė',
  'Irena Grigonienė',
  'Lina Valaitienė',
  'Odeta Čeponienė',
  'Sigita Šukienė',
  'Karolina Tamošiūnaitė',
  'Eimantė Lukauskaitė',
  'Rūta Gudaitė',
  'Agnė Baranauskienė',
  'Laima Bieliauskienė',
  'Jonas Kazlauskas',
  'Tomas Petrauskas',
  'Mindaugas Žukauskas',
  'Paulius Stankevičius',
  'Andrius Vaitkus',
  'Gediminas Rimkus',
  'Vytautas Norkus',
  'Dominykas Sabaliauskas',
  'Matas Bružas',
];

/** Review comments by star rating; the seed leaves some reviews without a comment. */
export const DEMO_REVIEW_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Puikus aptarnavimas, tikrai grįšiu!',
    'Viskas nepriekaištingai, jauki aplinka ir malonus personalas.',
    'Rezultatu esu labai patenkinta. Ačiū!',
    'Profesionalu ir greita. Rekomenduoju visoms draugėms.',
    'Jau ne pirmą kartą ir vėl puiku.',
    'Meistrė išklausė visus norus, rezultatas pranoko lūkesčius.',
    'Maloni atmosfera, kavos puodelis ir puikus rezultatas.',
    'Geriausia vieta mieste, verta kiekvieno euro.',
  ],
  4: [
    'Labai gerai, tik teko kiek palaukti.',
    'Rezultatas geras, kaina šiek tiek aukštoka.',
    'Malonus personalas, patogi vieta. Kitą kartą norėčiau ilgesnės konsultacijos.',
    'Viskas gerai, rekomenduoju.',
    'Patiko, nors automobilį pastatyti netoliese sunku.',
  ],
  3: ['Vidutiniškai – tikėjausi daugiau.', 'Rezultatas neblogas, bet vizitas prasidėjo pavėlavus.'],
  2: ['Vizitas prasidėjo 20 minučių vėliau, o rezultatas nelabai patiko.'],
  1: ['Deja, rezultatas visai neatitiko to, ko prašiau.'],
};

/** Extra five-star comments that only make sense for one area. */
export const DEMO_AREA_COMMENTS: Readonly<Record<string, readonly string[]>> = {
  [HAIR]: ['Pagaliau radau savo kirpėją!', 'Spalva išėjo būtent tokia, kokios norėjau.'],
  [NAILS]: ['Lakavimas laikosi jau trečią savaitę.', 'Nagai atrodo nuostabiai.'],
  [FEET]: ['Pėdos kaip naujos, labai atpalaiduojanti procedūra.'],
  [FACE]: ['Oda po procedūros švytinti, kosmetologė viską aiškiai paaiškino.'],
  [MASSAGE]: ['Po masažo nugara kaip nauja.', 'Stipriomis rankomis išminkė visus mazgus.'],
  [BROWS]: ['Antakių forma tobula, sulaukiau daug komplimentų.'],
  [MAKEUP]: ['Makiažas išsilaikė visą vakarą.'],
};

/** Notes a business keeps on some of its clients. */
export const DEMO_CLIENT_NOTES: readonly string[] = [
  'Jautri galvos oda – naudoti švelnų šampūną.',
  'Mėgsta natūralius atspalvius.',
  'Alergiška acetonui.',
  'Pageidauja vizitų po darbo.',
  'Geria juodą kavą be cukraus.',
  'Nuolatinė klientė nuo 2023 m.',
];

export const DEMO_DECLINE_REASONS: readonly string[] = [
  'Atsiprašome, specialistė tuo metu susirgo.',
  'Deja, šiai procedūrai reikia išankstinės konsultacijos.',
];

/** What owners answer to reviews: thanks for a good one, an apology and an invitation back for a poor one. */
export const DEMO_REVIEW_REPLIES: Readonly<Record<'good' | 'poor', readonly string[]>> = {
  good: [
    'Ačiū už gražius žodžius! Laukiame jūsų vėl.',
    'Labai džiaugiamės, kad patiko. Iki kito karto!',
    'Dėkojame, kad pasirinkote mus – perduosime jūsų padėką specialistei.',
  ],
  poor: [
    'Atsiprašome, kad vizitas nepateisino lūkesčių. Susisiekite su mumis – norėtume viską ištaisyti.',
    'Ačiū už atvirą atsiliepimą. Aptarėme jį su komanda ir stengsimės, kad kitą kartą būtų geriau.',
  ],
};
