// /mano-vizitai: the signed-in client's upcoming and past visits, with online cancelling.
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, redirect, useNavigate } from 'react-router';
import type { Appointment, AppointmentScope } from '../../../contracts/booking.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { AppointmentCard } from '../../features/my-appointments/appointment-card.tsx';
import { CancelDialog } from '../../features/my-appointments/cancel-dialog.tsx';
import { toast } from '../../shell/toast-store.ts';
import { privatePageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/my-appointments';

export const MY_APPOINTMENTS_PATH = '/mano-vizitai';
/** `?rodinys=praeje` shows past visits; anything else the upcoming ones. */
const PAST_VIEW = 'praeje';
const VISIT_FORMS = { one: 'vizitas', few: 'vizitai', many: 'vizitų' };

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Mano vizitai', loaderData?.brandName);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) throw redirect(buildRoute('sign_in', { grizti: MY_APPOINTMENTS_PATH }));
  const scope: AppointmentScope =
    new URL(request.url).searchParams.get('rodinys') === PAST_VIEW ? 'past' : 'upcoming';
  const items = await context.services.booking.myAppointments(context.user.id, scope);
  return { brandName: context.brandName, scope, items };
}

export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  const { scope, items } = loaderData;
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  // A cancelled visit stays where it was with its new status (it moves to "Praėję" on the next load), so the
  // client sees what happened instead of a card vanishing.
  const [updated, setUpdated] = useState<Record<string, Appointment>>({});
  const shown = items.map((item) => updated[item.id] ?? item);

  const panel = (tabScope: AppointmentScope) => (
    <TabPanel id={tabScope} className="outline-none">
      {tabScope !== scope ? null : shown.length === 0 ? (
        <EmptyState past={scope === 'past'} />
      ) : (
        <>
          <p className="sr-only">{formatCount(shown.length, VISIT_FORMS)}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {shown.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} past={scope === 'past'} onCancel={setCancelling} />
              </li>
            ))}
          </ul>
        </>
      )}
    </TabPanel>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-zinc-900 sm:text-3xl">Mano vizitai</h1>
        <Link
          to={buildRoute('new_appointment')}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Nauja registracija
        </Link>
      </div>

      <Tabs
        selectedKey={scope}
        onSelectionChange={(key) =>
          navigate(key === 'past' ? `${MY_APPOINTMENTS_PATH}?rodinys=${PAST_VIEW}` : MY_APPOINTMENTS_PATH, {
            preventScrollReset: true,
          })
        }
        className="mt-6"
      >
        <TabList aria-label="Vizitai" className="mb-5 inline-flex rounded-xl bg-zinc-100 p-1">
          {(
            [
              ['upcoming', 'Artimiausi'],
              ['past', 'Praėję'],
            ] as const
          ).map(([id, label]) => (
            <Tab
              key={id}
              id={id}
              className={({ isSelected, isFocusVisible }) =>
                `cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold outline-none transition ${
                  isSelected ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
                } ${isFocusVisible ? 'ring-2 ring-brand-600' : ''}`
              }
            >
              {label}
            </Tab>
          ))}
        </TabList>
        {panel('upcoming')}
        {panel('past')}
      </Tabs>

      <CancelDialog
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(appointment) => {
          setUpdated((current) => ({ ...current, [appointment.id]: appointment }));
          setCancelling(null);
          toast('success', 'Vizitas atšauktas.');
        }}
      />
    </div>
  );
}

function EmptyState({ past }: { past: boolean }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-zinc-200">
      <p className="text-lg font-semibold text-zinc-900">
        {past ? 'Praėjusių vizitų dar nėra' : 'Artimiausių vizitų nėra'}
      </p>
      <p className="mt-1 text-zinc-600">
        {past
          ? 'Čia matysite savo ankstesnius vizitus.'
          : 'Išsirinkite saloną ir laiką – užtruks vos minutę.'}
      </p>
      {past ? null : (
        <Link
          to={buildRoute('new_appointment')}
          className="mt-5 inline-flex rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Užsiregistruoti vizitui
        </Link>
      )}
    </div>
  );
}
