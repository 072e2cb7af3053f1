import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { searchPath } from '../../features/catalog/catalog-text.ts';
import {
  CalendarIcon,
  CheckCircleIcon,
  ChevronRightIcon,
  MailIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from '../../components/icons.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/about';
import { trackPartnerSignUp } from '../../shell/analytics.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? DEFAULT_BRAND_NAME;
  // The brand follows a noun in quotes, so the sentence needs no case ending of the name.
  return pageMeta({
    matches,
    path: '/apie',
    title: `Apie platformą „${brand}“ – grožio paslaugų registracija internetu`,
    description: `${brand} – vieta, kur klientai randa grožio specialistus ir registruojasi internetu, o salonai tvarko vizitus, kalendorių ir klientus.`,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.brandName };
}

const FOR_CLIENTS = [
  { icon: SearchIcon, text: 'Raskite kirpėją, manikiūrininkę, kosmetologę ar masažuotoją savo mieste.' },
  { icon: StarIcon, text: 'Palyginkite kainas, nuotraukas ir tikrų klientų atsiliepimus.' },
  { icon: CalendarIcon, text: 'Matykite laisvus laikus ir užsiregistruokite bet kuriuo paros metu.' },
  { icon: CheckCircleIcon, text: 'Gaukite patvirtinimus ir priminimus, o prireikus vizitą atšaukite patys.' },
];

const FOR_SALONS = [
  'Registracija internetu visą parą – be skambučių ir žinučių.',
  'Kalendorius visai komandai: darbo grafikai, pertraukos, atostogos ir valstybinės šventės.',
  'Automatiniai priminimai klientams el. paštu ir pranešimais – mažiau neatvykusių.',
  'Klientų kortelės su vizitų istorija ir pastabomis.',
  'Savo programėlė, kurią klientai įsidiegia į telefoną.',
].map((text) => ({ icon: CheckCircleIcon, text }));

/** What the platform gives one audience: an icon, the points, a link onward and a note under it. */
function AudienceCard({
  headingId,
  icon,
  title,
  points,
  action,
  note,
}: {
  headingId: string;
  icon: ReactNode;
  title: string;
  points: readonly { icon: (props: { className?: string }) => ReactNode; text: string }[];
  /** The link onward: filled for the main audience, outlined for the other. */
  action: { to: string; label: string; primary: boolean; onClick?: () => void };
  note: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 id={headingId} className="mt-4 text-xl font-semibold text-zinc-900 sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {points.map((point) => (
          <li key={point.text} className="flex items-start gap-3 text-zinc-700">
            <point.icon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{point.text}</span>
          </li>
        ))}
      </ul>
      <Link
        to={action.to}
        onClick={action.onClick}
        data-testid={`${headingId}-action`}
        className={`mt-6 inline-flex h-11 items-center gap-2 rounded-xl px-5 font-semibold ${
          action.primary
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50'
        }`}
      >
        {action.label}
        <ChevronRightIcon className="size-4" />
      </Link>
      <p className="mt-4 text-sm text-zinc-600">{note}</p>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { brandName } = loaderData;
  return (
    <div className="pb-16">
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Apie mus</p>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-zinc-900 sm:text-5xl">
            {brandName} – laikas sau, be skambučių
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-zinc-700 sm:text-lg">
            Jungiame grožio salonus ir jų klientus visoje Lietuvoje. Klientai randa specialistą ir
            užsiregistruoja per minutę, o salonai vizitus, grafikus ir klientus tvarko vienoje vietoje.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <AudienceCard
          headingId="clients-heading"
          icon={<UserIcon className="size-6" />}
          title="Klientams"
          points={FOR_CLIENTS}
          action={{ to: searchPath({}), label: 'Ieškoti specialisto', primary: true }}
          note="Naudotis paieška ir registruotis klientams nemokama."
        />
        <AudienceCard
          headingId="salons-heading"
          icon={<CalendarIcon className="size-6" />}
          title="Salonams ir specialistams"
          points={FOR_SALONS}
          action={{
            to: '/susisiekti',
            label: 'Registruokite savo saloną',
            primary: false,
            onClick: () => trackPartnerSignUp('about'),
          }}
          note="Jūsų saloną jau matote paieškoje? Susisiekite – įjungsime registraciją internetu."
        />
      </div>

      <section aria-labelledby="contact-heading" className="mx-auto mt-10 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-zinc-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 id="contact-heading" className="text-xl font-semibold sm:text-2xl">
              Turite klausimų?
            </h2>
            <p className="mt-1 text-zinc-300">
              Parašykite mums – atsakome darbo dienomis, dažniausiai per kelias valandas.
            </p>
          </div>
          <Link
            to="/susisiekti"
            className="inline-flex h-11 items-center gap-2 rounded-xl bg-white px-5 font-semibold text-zinc-900 hover:bg-brand-50"
          >
            <MailIcon className="size-5" />
            Susisiekti
          </Link>
        </div>
      </section>
    </div>
  );
}
