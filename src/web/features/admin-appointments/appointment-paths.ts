/** Addresses of the appointment and calendar pages, from the named routes (`slug` may be `_`). */
import { buildRoute } from '../../../contracts/routes.ts';

type Query = Record<string, string | undefined>;

export const appointmentPaths = {
  list: (slug: string, query: Query = {}) => buildRoute('admin_appointment_list', { slug, ...query }),
  create: (slug: string, query: Query = {}) => buildRoute('admin_appointment_create', { slug, ...query }),
  edit: (slug: string, id: string, query: Query = {}) =>
    buildRoute('admin_appointment_edit', { slug, id, ...query }),
  confirm: (slug: string, id: string, query: Query = {}) =>
    buildRoute('admin_appointment_confirm', { slug, id, ...query }),
  decline: (slug: string, id: string, query: Query = {}) =>
    buildRoute('admin_appointment_decline', { slug, id, ...query }),
  calendar: (slug: string, query: Query = {}) => buildRoute('admin_calendar', { slug, ...query }),
  clientCard: (slug: string, cardId: string) => buildRoute('admin_client', { slug, cardId }),
};

import { formatCount, pluralLt } from '../../../core/format/plural.ts';

/** `?atlikta=` codes a page is redirected with after a form post, shown as a success toast. */
export const DONE_MESSAGES = {
  patvirtinta: 'Vizitas patvirtintas. Klientui išsiųstas pranešimas.',
  atmesta: 'Vizitas atmestas. Klientui išsiųstas pranešimas su priežastimi.',
  sukurta: 'Vizitas užregistruotas.',
  issaugota: 'Pakeitimai išsaugoti.',
  ivyko: 'Vizitas pažymėtas kaip įvykęs.',
  neatvyko: 'Pažymėta, kad klientas neatvyko.',
} as const;
export type DoneCode = keyof typeof DONE_MESSAGES;

const VISITS = { one: 'serijos vizitas', few: 'serijos vizitai', many: 'serijos vizitų' };

/** "Perkelti 3 serijos vizitai…": what creating a series, or a change of this and its later visits, did. */
export function seriesDoneMessage(change: 'created' | 'moved' | 'declined', count: number): string {
  if (change === 'created') {
    const done = pluralLt(count, { one: 'Užregistruotas', few: 'Užregistruoti', many: 'Užregistruota' });
    return `${done} ${formatCount(count, VISITS)}.`;
  }
  const done =
    change === 'moved'
      ? pluralLt(count, { one: 'Perkeltas', few: 'Perkelti', many: 'Perkelta' })
      : pluralLt(count, { one: 'Atmestas', few: 'Atmesti', many: 'Atmesta' });
  return `${done} ${formatCount(count, VISITS)}. Klientas informuotas.`;
}

/** `?atlikta=perkelta-serija&kiek=3` / `atmesta-serija`: a series change and how many visits it changed. */
const SERIES_DONE = {
  'sukurta-serija': 'created',
  'perkelta-serija': 'moved',
  'atmesta-serija': 'declined',
} as const;
export type SeriesDoneCode = keyof typeof SERIES_DONE;

export function doneMessages(request: Request): string[] {
  const search = new URL(request.url).searchParams;
  const code = search.get('atlikta');
  if (code && Object.hasOwn(SERIES_DONE, code)) {
    const count = Number(search.get('kiek'));
    return Number.isInteger(count) && count > 0
      ? [seriesDoneMessage(SERIES_DONE[code as SeriesDoneCode], count)]
      : [];
  }
  return code && Object.hasOwn(DONE_MESSAGES, code) ? [DONE_MESSAGES[code as DoneCode]] : [];
}

/** `?demesio=dvigubas`: the visit was saved, but its client has another visit at the same time. */
export const DOUBLE_BOOKED_WARNING =
  'Dėmesio: šis klientas tuo pačiu metu turi kitą vizitą pas kitą specialistą. Patikrinkite, ar taip ir turi būti.';

/** Page messages about what was just saved that staff should check (shown as a warning toast). */
export function warningMessages(request: Request): string[] {
  return new URL(request.url).searchParams.get('demesio') === 'dvigubas' ? [DOUBLE_BOOKED_WARNING] : [];
}

/** `path` with the done code, and the warning when the saved visit has warnings. */
export function withDone(path: string, code: DoneCode, warnings: readonly unknown[] = []): string {
  const warned = warnings.length > 0 ? '&demesio=dvigubas' : '';
  return `${path}${path.includes('?') ? '&' : '?'}atlikta=${code}${warned}`;
}

/** `path` with a series change's done code and how many visits it changed. */
export function withSeriesDone(path: string, code: SeriesDoneCode, count: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}atlikta=${code}&kiek=${count}`;
}

/** Where a page should send the user back to: only our own admin pages (never another site). */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/administratorius/') || value.startsWith('//')) return fallback;
  return value;
}
