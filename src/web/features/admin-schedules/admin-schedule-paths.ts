/**
 * Addresses of the schedule, override and holiday pages. The seed's routes come from the named-route table;
 * the list pages (not in the seed) follow the same pattern with the business slug last.
 */
import { buildRoute } from '../../../contracts/routes.ts';

const slugPart = (slug: string) => encodeURIComponent(slug);

export const adminSchedulePaths = {
  scheduleList: (slug: string) => `/administratorius/tvarkarastis/${slugPart(slug)}`,
  scheduleShow: (slug: string, specialistId: string) =>
    buildRoute('admin_schedule_show', { slug, id: specialistId }),
  overrideList: (slug: string) => `/administratorius/tvarkarascio-pakeitimai/${slugPart(slug)}`,
  overrideCreate: (slug: string, query: Record<string, string> = {}) =>
    buildRoute('admin_schedule_override_create', { slug, ...query }),
  overrideEdit: (slug: string, id: string) => buildRoute('admin_schedule_override_edit', { slug, id }),
  holidayList: (slug: string) => `/administratorius/laisvadieniai/${slugPart(slug)}`,
  holidayCreate: (slug: string, query: Record<string, string> = {}) =>
    buildRoute('admin_holiday_create', { slug, ...query }),
  holidayEdit: (slug: string, id: string) => buildRoute('admin_holiday_edit', { slug, id }),
  holidayDelete: (slug: string, id: string) => buildRoute('admin_holiday_delete', { slug, id }),
  /** `date` is the public holiday's date, YYYY-MM-DD. */
  publicHolidayExclude: (slug: string, date: string) =>
    buildRoute('admin_holiday_exclude', { slug, id: date }),
  appointmentEdit: (slug: string, id: string) => buildRoute('admin_appointment_edit', { slug, id }),
  appointmentDecline: (slug: string, id: string) => buildRoute('admin_appointment_decline', { slug, id }),
};

/** The header's way back from an override or holiday page to its list. */
export const backToList = {
  overrides: (slug: string) => ({ href: adminSchedulePaths.overrideList(slug), label: 'Visi pakeitimai' }),
  holidays: (slug: string) => ({ href: adminSchedulePaths.holidayList(slug), label: 'Visi laisvadieniai' }),
};

/** `?ivykdyta=` codes a page is redirected with after a form post, shown as a success toast. */
export const DONE_MESSAGES = {
  'sukurta-isimtis': 'Tvarkaraščio pakeitimas sukurtas.',
  'istrinta-isimtis': 'Tvarkaraščio pakeitimas ištrintas.',
  'issaugota-isimtis': 'Tvarkaraščio pakeitimas išsaugotas.',
  'sukurtas-laisvadienis': 'Laisvadienis sukurtas.',
  'istrintas-laisvadienis': 'Laisvadienis ištrintas.',
  'istraukta-svente': 'Šventinė diena pažymėta kaip darbo diena.',
  'grazinta-svente': 'Šventinė diena vėl yra poilsio diena.',
} as const;
export type DoneCode = keyof typeof DONE_MESSAGES;

export function doneMessages(request: Request): string[] {
  const code = new URL(request.url).searchParams.get('ivykdyta');
  return code && Object.hasOwn(DONE_MESSAGES, code) ? [DONE_MESSAGES[code as DoneCode]] : [];
}

export function withDone(path: string, code: DoneCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}ivykdyta=${code}`;
}
