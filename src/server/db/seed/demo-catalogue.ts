// The demo data as plain constants (salons, people, texts); seed-demo.ts turns them into rows.
// Kept free of I/O so tests and factories can reuse the catalogue without touching a database.
import type { WeeklyHoursJson } from '../schema.ts';
import { weeklyHours } from '../records/weekly-hours.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

/** Every demo salon's time zone. */
export const DEMO_TIME_ZONE = LITHUANIA_TIME_ZONE;

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

/** A text table's rows, one a line: the columns, split at `|` and trimmed, by `names`; blank lines are skipped. */
function tableRows<const Names extends readonly string[]>(text: string, names: Names) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length !== names.length) throw new Error(`Expected ${names.length} columns: ${line}`);
      return Object.fromEntries(names.map((name, index) => [name, cells[index]])) as Record<
        Names[number],
        string
      >;
    });
}

/** Services one a line: key | area | minutes | price in cents | break after (minutes) | name | description. */
function serviceTable(text: string): DemoService[] {
  const columns = ['key', 'area', 'minutes', 'cents', 'breakAfter', 'name', 'description'] as const;
  return tableRows(text, columns).map((row) => ({
    key: row.key,
    name: row.name,
    areaSlug: row.area,
    description: row.description,
    durationMinutes: Number(row.minutes),
    priceCents: Number(row.cents),
    bufferAfterMinutes: Number(row.breakAfter),
  }));
}

/**
 * Specialists one a line: key | name | title | weekly hours | the keys of the services they perform. Hours are
 * comma-separated groups of weekdays and intervals (`1-5 09:00-13:00 14:00-18:00, 6 09:00-15:00`; see
 * weeklyHours); `-` for none.
 */
function specialistTable(text: string): DemoSpecialist[] {
  const columns = ['key', 'name', 'title', 'hours', 'services'] as const;
  return tableRows(text, columns).map((row) => ({
    key: row.key,
    name: row.name,
    title: row.title,
    serviceKeys: row.services.split(/\s+/),
    weeklyHours: weeklyHours(
      Object.fromEntries(
        (row.hours === '-' ? [] : row.hours.split(',')).map((group) => {
          const [days = '', ...intervals] = group.trim().split(/\s+/);
          return [days, intervals.join(' ')];
        }),
      ),
    ),
  }));
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
  services: serviceTable(`
    moteriskas-kirpimas   | kirpejai   | 45  | 3500  | 10 | Moteriškas kirpimas          | Konsultacija, plaukų plovimas, kirpimas ir modeliavimas.
    vyriskas-kirpimas     | kirpejai   | 30  | 2000  | 10 | Vyriškas kirpimas            | Kirpimas žirklėmis ir mašinėle, plovimas ir formavimas.
    vaiku-kirpimas        | kirpejai   | 30  | 1500  | 5  | Vaikų kirpimas               | Vaikams iki 12 metų.
    plauku-dazymas        | kirpejai   | 120 | 7500  | 15 | Plaukų dažymas               | Vienos spalvos dažymas, plovimas, kaukė ir džiovinimas.
    balayage              | kirpejai   | 180 | 12000 | 15 | Sruogų dažymas (balayage)    | Natūralūs, saulės nušviesti atspalviai; kaina priklauso nuo plaukų ilgio.
    sventine-sukuosena    | kirpejai   | 60  | 4500  | 10 | Šventinė šukuosena           | Šukuosena vestuvėms, išleistuvėms ar kitai progai.
    plauku-prieziura      | kirpejai   | 30  | 2500  | 5  | Atkuriamoji plaukų procedūra | Gilaus drėkinimo kaukė ir galvos odos masažas.
    klasikinis-manikiuras | manikiuras | 45  | 2200  | 10 | Klasikinis manikiūras        | Nagų formavimas, odelių priežiūra ir rankų kremas.
    gelinis-lakavimas     | manikiuras | 60  | 3000  | 10 | Gelinis lakavimas            | Manikiūras ir ilgai išliekantis gelinis lakas.
    nagu-priauginimas     | manikiuras | 120 | 4500  | 15 | Gelinių nagų priauginimas    | Priauginimas geliu, formavimas ir lakavimas.
    gelio-nuemimas        | manikiuras | 20  | 800   | 5  | Gelio nuėmimas               | Saugus gelinio lako nuėmimas ir nagų sutvarkymas.
  `),
  specialists: specialistTable(`
    ruta    | Rūta Petrauskienė    | Vyresnioji kirpėja-stilistė | 1-5 09:00-13:00 14:00-18:00, 6 09:00-15:00                | moteriskas-kirpimas vyriskas-kirpimas vaiku-kirpimas plauku-dazymas sventine-sukuosena plauku-prieziura
    jurgita | Jurgita Kazlauskienė | Kirpėja-koloristė           | 2-5 11:00-15:00 15:30-19:00, 6 11:00-19:00, 7 10:00-16:00 | moteriskas-kirpimas plauku-dazymas balayage sventine-sukuosena plauku-prieziura
    egle    | Eglė Stankevičiūtė   | Manikiūrininkė              | 1-5 09:00-12:30 13:00-17:00, 7 10:00-16:00                | klasikinis-manikiuras gelinis-lakavimas nagu-priauginimas gelio-nuemimas
    greta   | Greta Vaitkutė       | Nagų dizaino meistrė        | 1 12:00-19:00, 3-6 12:00-19:00                            | klasikinis-manikiuras gelinis-lakavimas nagu-priauginimas gelio-nuemimas
    lukas   | Lukas Jankauskas     | Barberis                    | 1-2 10:00-14:00 14:30-19:00, 4-5 10:00-14:00 14:30-19:00  | vyriskas-kirpimas vaiku-kirpimas
  `),
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
  services: serviceTable(`
    vyriskas-kirpimas   | kirpejai | 30 | 2200 | 5  | Vyriškas kirpimas    | Kirpimas, plovimas ir formavimas.
    barzda              | kirpejai | 30 | 1800 | 5  | Barzdos modeliavimas | Barzdos kirpimas, kontūrai skustuvu ir karštas rankšluostis.
    kirpimas-barzda     | kirpejai | 60 | 3500 | 10 | Kirpimas ir barzda   | Vyriškas kirpimas kartu su barzdos modeliavimu.
    masinele            | kirpejai | 20 | 1500 | 5  | Kirpimas mašinėle    | Vienodo ilgio kirpimas mašinėle.
    moteriskas-kirpimas | kirpejai | 45 | 3200 | 10 | Moteriškas kirpimas  | Kirpimas, plovimas ir džiovinimas.
    vaiku-kirpimas      | kirpejai | 30 | 1400 | 5  | Vaikų kirpimas       | Vaikams iki 12 metų.
  `),
  specialists: specialistTable(`
    mantas  | Mantas Petraitis   | Barberis | 1-5 10:00-14:00 15:00-20:00, 6 10:00-16:00 | vyriskas-kirpimas barzda kirpimas-barzda masinele vaiku-kirpimas
    dovile  | Dovilė Žukauskaitė | Kirpėja  | 2-6 10:00-18:00                            | moteriskas-kirpimas vyriskas-kirpimas vaiku-kirpimas masinele
    karolis | Karolis Urbonas    | Barberis | 1-5 12:00-20:00                            | vyriskas-kirpimas barzda kirpimas-barzda masinele
  `),
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
  services: serviceTable(`
    klasikinis-manikiuras | manikiuras | 45  | 2000 | 10 | Klasikinis manikiūras          | Nagų formavimas ir odelių priežiūra.
    gelinis-lakavimas     | manikiuras | 60  | 2800 | 10 | Gelinis lakavimas              | Manikiūras ir gelinis lakas.
    nuemimas-lakavimas    | manikiuras | 75  | 3200 | 10 | Gelio nuėmimas ir lakavimas    | Seno gelio nuėmimas, manikiūras ir naujas lakavimas.
    priauginimas          | manikiuras | 120 | 4200 | 15 | Nagų priauginimas              | Priauginimas geliu iki 2 cm ilgio.
    klasikinis-pedikiuras | pedikiuras | 60  | 3000 | 15 | Klasikinis pedikiūras          | Pėdų vonelė, nagų ir pėdų odos priežiūra.
    pedikiuras-gelis      | pedikiuras | 90  | 3800 | 15 | Pedikiūras su geliniu lakavimu | Klasikinis pedikiūras ir gelinis lakas.
    spa-pedikiuras        | pedikiuras | 75  | 3500 | 15 | SPA pedikiūras                 | Pedikiūras su šveitikliu, kauke ir pėdų masažu.
  `),
  specialists: specialistTable(`
    aiste | Aistė Jonaitienė   | Manikiūrininkė                | 1-5 09:00-13:00 13:30-18:00                                                                    | klasikinis-manikiuras gelinis-lakavimas nuemimas-lakavimas priauginimas
    indre | Indrė Balčiūnaitė  | Manikiūrininkė-pedikiūrininkė | 2-6 10:00-18:00                                                                                | klasikinis-manikiuras gelinis-lakavimas nuemimas-lakavimas klasikinis-pedikiuras pedikiuras-gelis
    laura | Laura Mickevičienė | Pedikiūrininkė                | 1 10:00-14:00 14:30-19:00, 3 10:00-14:00 14:30-19:00, 5 10:00-14:00 14:30-19:00, 6 09:00-14:00 | klasikinis-pedikiuras pedikiuras-gelis spa-pedikiuras
  `),
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
  services: serviceTable(`
    veido-valymas           | kosmetologai         | 60  | 4500 | 15 | Veido valymas ultragarsu     | Ultragarsinis valymas, kaukė ir drėkinamasis kremas.
    pilingas                | kosmetologai         | 45  | 5500 | 15 | Cheminis veido pilingas      | Rūgščių pilingas, parenkamas pagal odos tipą.
    drekinamoji             | kosmetologai         | 60  | 5000 | 15 | Drėkinamoji veido procedūra  | Hialurono rūgšties kaukė ir veido masažas.
    mikrodermabrazija       | kosmetologai         | 45  | 4800 | 15 | Mikrodermabrazija            | Deimantinė odos šlifavimo procedūra.
    antakiu-korekcija       | antakiai-blakstienos | 30  | 1800 | 5  | Antakių korekcija ir dažymas | Formos parinkimas, korekcija ir dažymas.
    antakiu-laminavimas     | antakiai-blakstienos | 60  | 3500 | 10 | Antakių laminavimas          | Ilgalaikis antakių formavimas, korekcija ir dažymas.
    blakstienu-laminavimas  | antakiai-blakstienos | 60  | 3800 | 10 | Blakstienų laminavimas       | Blakstienų riesinimas, maitinimas ir dažymas.
    blakstienu-priauginimas | antakiai-blakstienos | 120 | 5500 | 10 | Blakstienų priauginimas      | Klasikinis blakstienų priauginimas po vieną.
  `),
  specialists: specialistTable(`
    vaida    | Vaida Rimkienė        | Gydytoja kosmetologė          | 1-4 09:00-13:00 14:00-17:00                | veido-valymas pilingas drekinamoji mikrodermabrazija
    simona   | Simona Norkutė        | Kosmetologė                   | 1-5 10:00-18:00                            | veido-valymas drekinamoji mikrodermabrazija antakiu-korekcija
    kristina | Kristina Paulauskaitė | Antakių ir blakstienų meistrė | 2-5 10:00-14:00 14:30-19:00, 6 10:00-15:00 | antakiu-korekcija antakiu-laminavimas blakstienu-laminavimas blakstienu-priauginimas
  `),
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
  services: serviceTable(`
    nugaros-masazas | masazas | 30 | 2500 | 10 | Klasikinis nugaros masažas | Nugaros, kaklo ir pečių juostos masažas.
    viso-kuno       | masazas | 60 | 4500 | 15 | Viso kūno masažas          | Atpalaiduojamasis viso kūno masažas su aliejais.
    sportinis       | masazas | 60 | 5000 | 15 | Sportinis masažas          | Gilus raumenų masažas po treniruočių ir varžybų.
    limfodrenazinis | masazas | 60 | 4800 | 15 | Limfodrenažinis masažas    | Švelnus masažas, mažinantis tinimą ir skatinantis limfotaką.
    akmenys         | masazas | 90 | 6500 | 15 | Karštų akmenų masažas      | Viso kūno masažas įkaitintais bazalto akmenimis.
    veido-masazas   | masazas | 30 | 2800 | 10 | Veido masažas              | Atpalaiduojamasis veido ir galvos masažas.
  `),
  specialists: specialistTable(`
    darius | Darius Kavaliauskas | Kineziterapeutas, masažuotojas | 1-5 08:00-12:00 13:00-18:00                | nugaros-masazas viso-kuno sportinis limfodrenazinis
    inga   | Inga Vasiliauskienė | Masažuotoja                    | 2-5 11:00-15:00 15:30-19:00, 6 10:00-15:00 | nugaros-masazas viso-kuno limfodrenazinis akmenys veido-masazas
  `),
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
  services: serviceTable(`
    moteriskas-kirpimas | kirpejai             | 45  | 3000 | 10 | Moteriškas kirpimas          | Kirpimas, plovimas ir džiovinimas.
    vyriskas-kirpimas   | kirpejai             | 30  | 1800 | 5  | Vyriškas kirpimas            | Kirpimas ir formavimas.
    plauku-dazymas      | kirpejai             | 120 | 6500 | 15 | Plaukų dažymas               | Dažymas, plovimas ir džiovinimas.
    dieninis-makiazas   | makiazas             | 45  | 3500 | 10 | Dieninis makiažas            | Natūralus makiažas kasdienai ar fotosesijai.
    vakarinis-makiazas  | makiazas             | 60  | 4500 | 10 | Vakarinis makiažas           | Ryškesnis, ilgai išliekantis makiažas šventei.
    nuotakos-makiazas   | makiazas             | 90  | 8000 | 15 | Nuotakos makiažas            | Makiažas vestuvių dienai su dirbtinėmis blakstienomis.
    antakiu-korekcija   | antakiai-blakstienos | 30  | 1600 | 5  | Antakių korekcija ir dažymas | Formos parinkimas, korekcija ir dažymas.
    blakstienu-dazymas  | antakiai-blakstienos | 20  | 1000 | 5  | Blakstienų dažymas           | Blakstienų dažymas ilgai išliekančiais dažais.
  `),
  specialists: specialistTable(`
    justina   | Justina Lukošiūtė | Kirpėja           | 1-5 09:00-17:00                                 | moteriskas-kirpimas vyriskas-kirpimas plauku-dazymas
    monika    | Monika Butkienė   | Vizažistė         | 4-6 09:00-17:00, 7 10:00-14:00                  | dieninis-makiazas vakarinis-makiazas nuotakos-makiazas
    viktorija | Viktorija Šimkutė | Kirpėja-koloristė | 1-5 11:00-15:00 15:30-19:00                     | moteriskas-kirpimas plauku-dazymas
    agne      | Agnė Navickaitė   | Antakių meistrė   | 1-2 10:00-18:00, 4-5 10:00-18:00, 6 10:00-14:00 | antakiu-korekcija blakstienu-dazymas dieninis-makiazas
  `),
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
  services: serviceTable(`
    dieninis-makiazas    | makiazas             | 45 | 3800 | 10 | Dieninis makiažas    | 
    vakarinis-makiazas   | makiazas             | 60 | 5000 | 10 | Vakarinis makiažas   | 
    antakiu-architektura | antakiai-blakstienos | 45 | 2500 | 5  | Antakių architektūra | 
  `),
  specialists: specialistTable(`
    lina | Lina Kairytė        | Vizažistė       | - | dieninis-makiazas vakarinis-makiazas
    ugne | Ugnė Sabaliauskaitė | Antakių meistrė | - | antakiu-architektura
  `),
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
  services: serviceTable(`
    moteriskas-kirpimas   | kirpejai   | 45 | 2500 | 10 | Moteriškas kirpimas   | 
    vyriskas-kirpimas     | kirpejai   | 30 | 1500 | 5  | Vyriškas kirpimas     | 
    klasikinis-manikiuras | manikiuras | 45 | 1800 | 10 | Klasikinis manikiūras | 
    klasikinis-pedikiuras | pedikiuras | 60 | 2600 | 15 | Klasikinis pedikiūras | 
  `),
  specialists: specialistTable(`
    rasa  | Rasa Jurkšaitė   | Kirpėja                       | - | moteriskas-kirpimas vyriskas-kirpimas
    daiva | Daiva Kveselienė | Manikiūrininkė-pedikiūrininkė | - | klasikinis-manikiuras klasikinis-pedikiuras
  `),
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
    'Rezultatas labai patiko. Ačiū!',
    'Profesionalu ir greita. Rekomenduoju visiems.',
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
  'Alergija acetonui.',
  'Pageidauja vizitų po darbo.',
  'Geria juodą kavą be cukraus.',
  'Lankosi nuo 2023 m.',
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
