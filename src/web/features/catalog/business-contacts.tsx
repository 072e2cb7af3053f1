import { Link } from 'react-router';
import type { PublicBusiness } from '../../../contracts/catalog.ts';
import { WEEKDAY_LABELS } from '../../../core/schedules/weekly-hours.ts';
import {
  CalendarPlusIcon,
  ChevronRightIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '../../components/icons.tsx';
import { appHomeFromMarketplace } from '../../shell/shell-flags.ts';
import { ShareButton } from '../../shell/share-button.tsx';
import { BUSINESS_CARD } from './business-section.tsx';
import { bookingPath } from './catalog-text.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { AddressText, EmailText } from '../../components/contact-text.tsx';

const MAIN_ACTION =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-brand-800';

/** The page's main action: book online once the salon takes bookings, else call it (when it has a phone). */
export function BookOrCall({ business, className = '' }: { business: PublicBusiness; className?: string }) {
  if (business.onboarded) {
    return (
      <Link to={bookingPath(business.slug)} className={`${MAIN_ACTION} sm:px-6 ${className}`}>
        <CalendarPlusIcon className="size-5 shrink-0" />
        Registruotis vizitui
      </Link>
    );
  }
  return business.phone ? (
    <a href={telHref(business.phone)} className={`${MAIN_ACTION} ${className}`}>
      <PhoneIcon className="size-5" />
      Skambinti {formatPhone(business.phone)}
    </a>
  ) : null;
}

/** The share button's look on this page, beside the main action. */
export const SHARE_BUTTON_CLASS =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-zinc-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-60';

/** The week Monday first, with the hours the door is open or "Nedirba". */
function OpeningHoursList({ hours }: { hours: PublicBusiness['openingHours'] }) {
  if (hours.length === 0) return null;
  return (
    <>
      <h2 className="mt-5 text-base font-semibold text-zinc-900">Darbo laikas</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {WEEKDAY_LABELS.map((label, index) => {
          const day = hours.filter((h) => h.dayOfWeek === index + 1);
          return (
            <div key={label} className="contents">
              <dt className="text-zinc-600">{label}</dt>
              <dd className="text-right text-zinc-800 tabular-nums">
                {day.length > 0 ? day.map((h) => `${h.opens}–${h.closes}`).join(', ') : 'Nedirba'}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

/** One way to reach the salon: its icon and what to press. */
function ContactLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2.5">
      {icon}
      {children}
    </li>
  );
}

/** The side column (under the content on phones): booking, contacts, opening hours, the salon's app. */
export function BusinessSidebar({ business }: { business: PublicBusiness }) {
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${business.address}`)}`;
  return (
    <aside aria-label="Kontaktai ir registracija" className="lg:sticky lg:top-6 lg:self-start">
      <div className={`p-5 ${BUSINESS_CARD}`}>
        <div className="hidden flex-col gap-2 lg:flex">
          <BookOrCall business={business} className="w-full" />
          {business.onboarded ? (
            <p className="text-center text-xs text-zinc-600">Laisvus laikus matysite kitame žingsnyje.</p>
          ) : null}
        </div>
        <h2 className="text-base font-semibold text-zinc-900 lg:mt-5">Kontaktai</h2>
        <ul className="mt-3 space-y-3 text-sm">
          {business.address ? (
            <li className="flex items-start gap-2.5">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="block text-zinc-800">
                  <AddressText address={business.address} />
                </span>
                <a
                  href={mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  Rodyti žemėlapyje
                </a>
              </span>
            </li>
          ) : null}
          {business.phone ? (
            <ContactLine icon={<PhoneIcon className="size-4 shrink-0 text-brand-700" />}>
              <a
                href={telHref(business.phone)}
                className="text-zinc-800 hover:text-brand-800 hover:underline"
              >
                {formatPhone(business.phone)}
              </a>
            </ContactLine>
          ) : null}
          {business.email ? (
            <ContactLine icon={<MailIcon className="size-4 shrink-0 text-brand-700" />}>
              <a
                href={`mailto:${business.email}`}
                className="text-zinc-800 hover:text-brand-800 hover:underline"
              >
                <EmailText email={business.email} />
              </a>
            </ContactLine>
          ) : null}
        </ul>
        <OpeningHoursList hours={business.openingHours} />
        {business.onboarded ? (
          <Link
            to={appHomeFromMarketplace(business.slug)}
            className="mt-5 flex items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            Atidaryti salono programėlę
            <ChevronRightIcon className="size-4 shrink-0" />
          </Link>
        ) : null}
        <div className="mt-5 hidden lg:block">
          <ShareButton title={business.name} className={`${SHARE_BUTTON_CLASS} w-full`} />
        </div>
      </div>
    </aside>
  );
}
