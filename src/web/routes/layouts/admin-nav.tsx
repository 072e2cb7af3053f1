/** The admin menu: its sections and links, and what of it one's role in the business being looked at shows. */
import type { ReactNode } from 'react';
import type { AdminBusinessChoice } from '../../../contracts/admin-appointments.ts';
import { buildRoute, routeParamNames, type RouteName } from '../../../contracts/routes.ts';
import {
  BellIcon,
  CalendarEditIcon,
  CalendarIcon,
  CalendarPlusIcon,
  ChartIcon,
  ClockIcon,
  ContactsIcon,
  FlagIcon,
  HelpIcon,
  HomeIcon,
  ImageIcon,
  ListIcon,
  ReceiptIcon,
  ScissorsIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  SunIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import type { NavItem } from '../../shell/top-bar.tsx';
import { MANAGER_ONLY_NAV } from '../../features/admin-appointments/business-switcher.tsx';

export interface AdminNavSection {
  title: string | null;
  items: (NavItem & { description: string; route?: RouteName })[];
}

const adminLink = (id: string, route: RouteName, label: string, description: string, icon: ReactNode) => ({
  id,
  label,
  description,
  href: buildRoute(route),
  route,
  icon,
});

export const ADMIN_NAV: AdminNavSection[] = [
  {
    title: null,
    items: [
      {
        ...adminLink(
          'home',
          'admin_home',
          'Apžvalga',
          'Pradinis administravimo puslapis',
          <HomeIcon className="size-5" />,
        ),
        end: true,
      },
    ],
  },
  {
    title: 'Vizitai',
    items: [
      adminLink(
        'appointments',
        'admin_appointment_list',
        'Vizitų sąrašas',
        'Visi vizitai, jų būsenos ir paieška',
        <ListIcon className="size-5" />,
      ),
      adminLink(
        'appointment-create',
        'admin_appointment_create',
        'Naujas vizitas',
        'Užregistruokite klientą patys',
        <CalendarPlusIcon className="size-5" />,
      ),
      adminLink(
        'calendar',
        'admin_calendar',
        'Kalendorius',
        'Dienos ir savaitės užimtumas',
        <CalendarIcon className="size-5" />,
      ),
      adminLink(
        'waitlist',
        'admin_waitlist',
        'Laukiantieji',
        'Klientai, laukiantys atsilaisvinusio laiko',
        <BellIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Darbo laikas',
    items: [
      adminLink(
        'schedules',
        'admin_schedule_list',
        'Tvarkaraštis',
        'Specialistų savaitės darbo valandos',
        <ClockIcon className="size-5" />,
      ),
      adminLink(
        'overrides',
        'admin_schedule_override_list',
        'Tvarkaraščio pakeitimai',
        'Kitoks darbo laikas ar laisva diena',
        <CalendarEditIcon className="size-5" />,
      ),
      adminLink(
        'holidays',
        'admin_holiday_list',
        'Laisvadieniai',
        'Atostogos ir valstybinės šventės',
        <SunIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Verslas',
    items: [
      adminLink(
        'statistics',
        'admin_statistics',
        'Statistika',
        'Vizitai, pajamos ir užimtumas',
        <ChartIcon className="size-5" />,
      ),
      adminLink(
        'onboarding',
        'admin_onboarding',
        'Pradžia',
        'Paruošimo žingsniai ir paskelbimas',
        <FlagIcon className="size-5" />,
      ),
      adminLink(
        'settings',
        'admin_settings',
        'Nustatymai',
        'Profilis, kontaktai ir registracijos taisyklės',
        <SettingsIcon className="size-5" />,
      ),
      adminLink(
        'services',
        'admin_services',
        'Paslaugos',
        'Kainos, trukmės ir kategorijos',
        <ScissorsIcon className="size-5" />,
      ),
      adminLink(
        'team',
        'admin_team',
        'Komanda',
        'Specialistai ir jų paslaugos',
        <UsersIcon className="size-5" />,
      ),
      adminLink(
        'billing',
        'admin_billing',
        'Sąskaitos',
        'Rekvizitai ir mėnesio mokestis',
        <ReceiptIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Klientai ir įvaizdis',
    items: [
      adminLink(
        'clients',
        'admin_clients',
        'Klientai',
        'Kontaktai, pastabos ir vizitų istorija',
        <ContactsIcon className="size-5" />,
      ),
      adminLink(
        'reviews',
        'admin_reviews',
        'Atsiliepimai',
        'Klientų įvertinimai ir jūsų atsakymai',
        <StarIcon className="size-5" />,
      ),
      adminLink(
        'invitations',
        'admin_invitations',
        'Kvietimai',
        'Pakvieskite klientus ir komandos narius',
        <SendIcon className="size-5" />,
      ),
      adminLink(
        'images',
        'admin_images',
        'Nuotraukos',
        'Logotipas, viršelis ir galerija',
        <ImageIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Pagalba',
    items: [
      adminLink(
        'help',
        'admin_help_list',
        'Pagalba',
        'Atsakymai į dažnus klausimus',
        <HelpIcon className="size-5" />,
      ),
    ],
  },
];

/** Platform staff see every business and the operator's tools. */
const OPERATOR_SECTION: AdminNavSection = {
  title: 'Platforma',
  items: [
    adminLink(
      'operator',
      'admin_operator',
      'Operatorius',
      'Visi verslai ir jų paruošimas',
      <ShieldIcon className="size-5" />,
    ),
  ],
};

/** The business's own figures: its owner and admins only, not the platform's operator. */
const OWNER_AND_ADMIN_NAV = new Set(['statistics']);

/** What needs no business: a signed-in user without one (or on a business they may not open) sees only these. */
const BUSINESS_FREE_NAV = new Set(['home']);

/**
 * The menu for one's role in the business being looked at: everything for its managers, one's own calendar
 * for a specialist, and nothing of a business without a role in it (a client, or a business one may not open).
 */
export function navFor(
  isOperator: boolean,
  role: AdminBusinessChoice['role'] | null,
  slug: string,
): AdminNavSection[] {
  const allowed = (id: string) =>
    role === null
      ? BUSINESS_FREE_NAV.has(id)
      : role === 'specialist'
        ? !MANAGER_ONLY_NAV.has(id)
        : role === 'operator'
          ? !OWNER_AND_ADMIN_NAV.has(id)
          : true;
  return ADMIN_NAV.map((section) => ({ ...section, items: section.items.filter((item) => allowed(item.id)) }))
    .concat(isOperator ? [OPERATOR_SECTION] : [])
    .map((section) => ({
      ...section,
      // Links keep the business being looked at (the placeholder `_` stays as it is).
      items: section.items.map((item) =>
        item.route && routeParamNames(item.route).includes('slug')
          ? { ...item, href: buildRoute(item.route, { slug }) }
          : item,
      ),
    }))
    .filter((section) => section.items.length > 0);
}
