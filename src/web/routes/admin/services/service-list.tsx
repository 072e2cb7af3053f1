// /administratorius/paslaugos/{slug}: the business's services by area: add, edit, hide or show, move up and
// down, delete (a service with appointments is hidden instead). Specialists see the list read-only.
import { Card } from '../../../components/card.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { BriefcaseIcon } from '../../../components/icons.tsx';
import { OrderedListPage, OrderedRows } from '../../../features/admin-business/ordered-list-page.tsx';
import { orderedItemAction } from '../../../features/admin-business/ordered-item-action.ts';
import { ServiceForm, serviceInput } from '../../../features/admin-business/service-form.tsx';
import { ServiceRow } from '../../../features/admin-business/service-row.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import type { Route } from './+types/service-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { pluralLt } from '../../../../core/format/plural.ts';
import { SERVICE_FORMS } from '../../../../core/format/nouns.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Paslaugos', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.servicesPage(context.user, params.slug), request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminBusiness;
  return orderedItemAction(
    request,
    form,
    'serviceId',
    serviceInput,
    {
      create: (input) => services.createService(context.user, params.slug, input),
      update: (id, input) => services.updateService(context.user, params.slug, id, input),
      move: (id, direction) => services.moveService(context.user, params.slug, id, direction),
      remove: (id) => services.removeService(context.user, params.slug, id),
    },
    {
      created: (name) => `Paslauga „${name}“ pridėta.`,
      saved: 'Paslauga išsaugota.',
      shown: 'Paslauga vėl rodoma klientams.',
      hidden: 'Paslauga paslėpta nuo klientų.',
    },
  );
}

export const ErrorBoundary = AdminErrorView;

export default function ServiceList({ loaderData }: Route.ComponentProps) {
  const { services, areas, specialists, canManage } = loaderData;
  const groups = areas
    .map((area) => ({ area, items: services.filter((service) => service.area === area.slug) }))
    .filter((group) => group.items.length > 0);

  return (
    <OrderedListPage
      page={loaderData}
      title="Paslaugos"
      description="Ką klientai gali užsisakyti: trukmė, kaina ir kas atlieka. Paslėptos paslaugos klientams nerodomos."
      newLabel="Nauja paslauga"
      readOnlyText="Paslaugas keisti gali verslo savininkas arba administratorius."
      createCard={(close) => (
        <Card title="Nauja paslauga" id="nauja-paslauga">
          <ServiceForm areas={areas} specialists={specialists} onDone={close} />
        </Card>
      )}
      empty={{
        show: groups.length === 0,
        icon: <BriefcaseIcon className="size-6" />,
        title: 'Paslaugų dar nėra',
        actionLabel: 'Pridėti pirmą paslaugą',
        text: 'Pridėkite bent vieną paslaugą su trukme ir kaina – be jų klientai negalės registruotis.',
      }}
    >
      {groups.map(({ area, items }) => (
        <Card
          key={area.slug}
          title={area.name}
          description={`${items.length} ${pluralLt(items.length, SERVICE_FORMS)}`}
          padded={false}
        >
          <OrderedRows items={items}>
            {(service, place) => (
              <ServiceRow
                service={service}
                areas={areas}
                specialists={specialists}
                canManage={canManage}
                {...place}
              />
            )}
          </OrderedRows>
        </Card>
      ))}
    </OrderedListPage>
  );
}
