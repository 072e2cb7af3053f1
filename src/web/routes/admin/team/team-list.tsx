// /administratorius/komanda/{slug}: the specialists (staff): add (with a default weekly schedule), edit name,
// title, photo, services and the linked member account, switch off or on, reorder, delete (a specialist with
// appointments is switched off instead). Specialists see the team read-only.
import { Card } from '../../../components/card.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { UsersIcon } from '../../../components/icons.tsx';
import { OrderedListPage, OrderedRows } from '../../../features/admin-business/ordered-list-page.tsx';
import { orderedItemAction } from '../../../features/admin-business/ordered-item-action.ts';
import { SpecialistForm, specialistInput } from '../../../features/admin-business/specialist-form.tsx';
import { INVITE_CARD_INTENT, SpecialistRow } from './specialist-row.tsx';
import { INVITATION_TEXTS } from '../../../../contracts/invitations.ts';
import { IMAGE_TEXTS } from '../../../../contracts/images.ts';
import { formResult, signedInOrRedirect, textField, valueOrThrow } from '../../../lib/page-results.ts';
import type { Route } from './+types/team-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Komanda', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.teamPage(context.user, params.slug), request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (textField(form, 'intent') === 'delete-photo') {
    const result = await context.services.images.deleteSpecialistPhoto(
      context.user,
      textField(form, 'specialistId'),
    );
    return formResult(result, request, 'delete-photo', IMAGE_TEXTS.photoDeleted);
  }
  if (textField(form, 'intent') === INVITE_CARD_INTENT) {
    const result = await context.services.invitations.send(signedInOrRedirect(context.user, request), {
      business: params.slug,
      email: textField(form, 'email'),
      role: 'specialist',
      specialistId: textField(form, 'specialistId'),
    });
    return formResult(
      result,
      request,
      INVITE_CARD_INTENT,
      (invitation) =>
        `${INVITATION_TEXTS.sent} Priėmus kvietimą, paskyra bus susieta su šia kortele. Adresas: ${invitation.email}.`,
    );
  }
  const services = context.services.adminBusiness;
  return orderedItemAction(
    request,
    form,
    'specialistId',
    specialistInput,
    {
      create: (input) => services.createSpecialist(context.user, params.slug, input),
      update: (id, input) => services.updateSpecialist(context.user, params.slug, id, input),
      move: (id, direction) => services.moveSpecialist(context.user, params.slug, id, direction),
      remove: (id) => services.removeSpecialist(context.user, params.slug, id),
    },
    {
      created: (name) => `Komandos narys pridėtas: ${name}. Darbo laikas sukurtas pagal salono valandas.`,
      saved: 'Specialistas išsaugotas.',
      shown: 'Specialistas įjungtas: klientai vėl gali pas jį registruotis.',
      hidden: 'Specialistas išjungtas: klientai jo nebemato.',
    },
  );
}

export const ErrorBoundary = AdminErrorView;

export default function TeamList({ loaderData }: Route.ComponentProps) {
  const { specialists, services, members, business, canManage } = loaderData;
  return (
    <OrderedListPage
      page={loaderData}
      title="Komanda"
      description="Specialistai, pas kuriuos klientai registruojasi. Tvarka čia – tokia pati, kokią mato klientai."
      newLabel="Naujas specialistas"
      readOnlyText="Komandą keisti gali verslo savininkas arba administratorius."
      createCard={(close) => (
        <Card
          title="Naujas specialistas"
          description="Darbo laikas sukuriamas automatiškai pagal jūsų salono valandas – vėliau jį galite pakeisti."
        >
          <SpecialistForm services={services} members={members} slug={business.slug} onDone={close} />
        </Card>
      )}
      empty={{
        show: specialists.length === 0,
        icon: <UsersIcon className="size-6" />,
        title: 'Specialistų dar nėra',
        actionLabel: 'Pridėti specialistą',
        text: 'Pridėkite bent vieną specialistą ir priskirkite jam paslaugas – tada klientai galės registruotis.',
      }}
    >
      {specialists.length > 0 ? (
        <Card padded={false}>
          <OrderedRows items={specialists}>
            {(specialist, place) => (
              <SpecialistRow
                specialist={specialist}
                services={services}
                members={members}
                slug={business.slug}
                canManage={canManage}
                {...place}
              />
            )}
          </OrderedRows>
        </Card>
      ) : null}
    </OrderedListPage>
  );
}
