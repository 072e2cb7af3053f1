// /kvietimas/{token}: who invites you to which business; accept when signed in with the invited e-mail.
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import {
  INVITATION_ROLE_LABELS,
  invitationSentence,
  INVITATION_TEXTS,
  wrongUserMessage,
  type InvitationPreview,
} from '../../../contracts/invitations.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { Notice } from '../../components/notice.tsx';
import { buttonClass } from '../../components/button.tsx';
import { formatDateWithYear, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { formResultOpening, intentPost } from '../../lib/page-results.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { signOut } from '../../shell/sign-out.ts';
import { MailIcon } from '../../components/icons.tsx';
import type { Route } from './+types/accept-invitation';
import { Avatar } from '../../components/avatar.tsx';

/** Invitations are sent from Lithuanian businesses: their deadline is a Vilnius date. */

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.page.found ? loaderData.page.invitation.business.name : null;
  // The address carries the invitation's token: it must not leak to other sites as a referrer.
  return [
    ...privatePageMeta(`Kvietimas${name ? ` į „${name}“` : ''}`, loaderData?.brandName),
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.services.invitations.acceptPage(params.token, context.user);
  return { page, token: params.token, brandName: context.brandName, signedInAs: context.user?.email ?? null };
}

const ACCEPT_INTENT = 'accept';

/** "Priimti": the new membership or client card, then a full load of where it leads (with its message). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = await intentPost(context.user, request);
  return formResultOpening(
    await context.services.invitations.accept(params.token, user),
    request,
    ACCEPT_INTENT,
    (accepted) => ({ message: accepted.message, location: accepted.redirectTo }),
  );
}

const CLOSED_MESSAGES = {
  accepted: INVITATION_TEXTS.usedAlready,
  revoked: INVITATION_TEXTS.revokedAlready,
  expired: INVITATION_TEXTS.expired,
} as const;

export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const { page, token, signedInAs } = loaderData;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div
        className="rounded-3xl border border-stone-200 bg-white px-6 py-8 shadow-sm sm:px-10 sm:py-10"
        data-testid="invitation-card"
      >
        {page.found ? (
          <InvitationBody
            invitation={page.invitation}
            emailMatches={page.emailMatches}
            token={token}
            signedInAs={signedInAs}
          />
        ) : (
          <>
            <h1 className="text-2xl font-semibold text-zinc-900">Kvietimas nerastas</h1>
            <Notice tone="error" className="mt-4">
              {page.message} Jei kvietimą gavote seniau, gali būti, kad jums jau atsiųstas naujesnis.
            </Notice>
            <Link to="/" className={buttonClass('secondary', 'mt-6')}>
              Į pradžią
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** One line of the invitation's facts; `wide` takes the whole row from small screens up. */
function Fact({
  term,
  wide = false,
  className = '',
  children,
}: {
  term: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-zinc-500">{term}</dt>
      <dd className={`font-medium ${className} text-zinc-900`}>{children}</dd>
    </div>
  );
}

function InvitationBody({
  invitation,
  emailMatches,
  token,
  signedInAs,
}: {
  invitation: InvitationPreview;
  emailMatches: boolean | null;
  token: string;
  signedInAs: string | null;
}) {
  const { fetcher, busy, formError } = useIntentFetcher({ intent: ACCEPT_INTENT });
  // After a success the next page is loading: the button stays pressed.
  const leaving = busy || fetcher.data?.ok === true;
  const here = buildRoute('invitation_accept', { token });
  const { business } = invitation;

  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar
          tile
          name={business.name}
          photo={business.logo}
          loading="eager"
          className="size-16"
          photoClassName="ring-1 ring-stone-200"
          discClassName="bg-brand-100 text-2xl font-semibold text-brand-800"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">Kvietimas</p>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-zinc-900">
            {business.name}
          </h1>
        </div>
      </div>

      <p className="mt-6 text-lg leading-relaxed text-zinc-800" data-testid="invitation-sentence">
        {invitationSentence({
          role: invitation.role,
          businessName: business.name,
          invitedBy: invitation.invitedBy,
        })}
      </p>
      <dl className="mt-4 grid gap-2 rounded-2xl bg-stone-50 px-4 py-3 text-sm sm:grid-cols-2">
        <Fact term="Kam skirta" className="break-all">
          {invitation.email}
        </Fact>
        <Fact term="Vaidmuo">{INVITATION_ROLE_LABELS[invitation.role]}</Fact>
        {invitation.status === 'pending' ? (
          <Fact term="Galioja iki" wide>
            {formatDateWithYear(localDateOf(invitation.expiresAt, business.timeZone))}
          </Fact>
        ) : null}
      </dl>

      <div className="mt-6">
        {invitation.status !== 'pending' ? (
          <>
            <Notice
              tone={invitation.status === 'accepted' ? 'info' : 'error'}
              title={invitation.status === 'accepted' ? 'Kvietimas jau priimtas' : 'Kvietimas nebegalioja'}
            >
              {CLOSED_MESSAGES[invitation.status]}
            </Notice>
            <div className="mt-5 flex flex-wrap gap-2">
              {invitation.status === 'accepted' && invitation.role !== 'client' ? (
                <a href={buildRoute('admin_home')} className={buttonClass('primary')}>
                  Į administravimą
                </a>
              ) : null}
              <a
                href={buildRoute('about_business', { slug: business.slug })}
                className={buttonClass('secondary')}
              >
                Apie „{business.name}“
              </a>
            </div>
          </>
        ) : emailMatches === null ? (
          <>
            <p className="text-zinc-700">
              Kad priimtumėte kvietimą, prisijunkite arba susikurkite paskyrą adresu{' '}
              <strong className="break-all">{invitation.email}</strong>.
            </p>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row">
              <a
                href={buildRoute('sign_in', { grizti: here })}
                className={buttonClass('primary', 'sm:flex-1')}
              >
                Prisijungti
              </a>
              <a
                href={buildRoute('sign_up', { grizti: here, 'el-pastas': invitation.email })}
                className={buttonClass('secondary', 'sm:flex-1')}
              >
                Susikurti paskyrą
              </a>
            </div>
          </>
        ) : emailMatches === false ? (
          <>
            <Notice tone="warning" title="Prisijungėte kita paskyra">
              {wrongUserMessage(invitation.email)} Dabar esate prisijungę kaip{' '}
              <strong className="break-all">{signedInAs}</strong>.
            </Notice>
            <Button onPress={() => void signOut()} className={buttonClass('secondary', 'mt-5')}>
              Atsijungti
            </Button>
          </>
        ) : (
          <>
            {formError ? (
              <Notice tone="error" className="mb-4">
                {formError}
              </Notice>
            ) : null}
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value={ACCEPT_INTENT} />
              <Button
                type="submit"
                isDisabled={leaving}
                className={buttonClass('primary', 'w-full text-base')}
                data-testid="accept-invitation"
              >
                <MailIcon className="size-5" />
                {leaving ? 'Priimama…' : 'Priimti'}
              </Button>
            </fetcher.Form>
            <p className="mt-3 text-center text-sm text-zinc-600">
              {invitation.role === 'client'
                ? 'Tapsite šio salono klientu ir galėsite iškart užsiregistruoti vizitui.'
                : 'Po to būsite nukreipti į administravimo skiltį.'}
            </p>
          </>
        )}
      </div>
    </>
  );
}
