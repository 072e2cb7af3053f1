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

export function doneMessages(request: Request): string[] {
  const code = new URL(request.url).searchParams.get('atlikta');
  return code && Object.hasOwn(DONE_MESSAGES, code) ? [DONE_MESSAGES[code as DoneCode]] : [];
}

export function withDone(path: string, code: DoneCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}atlikta=${code}`;
}

/** Where a page should send the user back to: only our own admin pages (never another site). */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/administratorius/') || value.startsWith('//')) return fallback;
  return value;
}
