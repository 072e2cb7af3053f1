import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AccountSections } from '../../features/auth/account-section.tsx';
import { ActiveSessions } from '../../features/auth/active-sessions.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { TwoFactorPanel } from '../../features/auth/two-factor-panel.tsx';
import { DELETE_ACCOUNT_INTENT, PersonalDataPanel } from '../../features/auth/personal-data-panel.tsx';
import { data } from 'react-router';
import {
  formFailure,
  formText,
  intentPost,
  revalidateUnlessLeaving,
  unknownIntent,
  type FormResult,
} from '../../lib/page-results.ts';
import { privatePageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/security';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Saugumas', loaderData?.brandName);
}

export async function loader({ context }: Route.LoaderArgs) {
  return {
    brandName: context.brandName,
    twoFactorEnabled: Boolean(context.user?.twoFactorEnabled),
    owner: { email: context.user?.email ?? null, name: context.user?.name ?? null },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent !== DELETE_ACCOUNT_INTENT) return unknownIntent(request, intent);
  const input = {
    password: formText(form, 'password') ?? '',
    code: formText(form, 'code') ?? '',
    confirm: formText(form, 'confirm') ?? 'false',
  };
  const result = await context.services.profile.deleteAccount(user, input, request.headers);
  if (!result.ok) return formFailure(result, request, intent);
  // The home page, loaded afresh without the session (its cookies expire with this answer).
  const headers = new Headers();
  for (const cookie of result.value.setCookies) headers.append('set-cookie', cookie);
  return data<FormResult>({ ok: true, intent, message: result.value.message, location: '/' }, { headers });
}

export const shouldRevalidate = revalidateUnlessLeaving;

export default function Security({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [sessionsKey, setSessionsKey] = useState(0);
  const refreshSessions = () => setSessionsKey((key) => key + 1);

  return (
    <AccountSections
      cards={[
        {
          id: 'slaptazodis',
          title: 'Slaptažodis',
          description: 'Naudokite bent 8 simbolių slaptažodį, kurio nenaudojate kitur.',
          content: <ChangePasswordForm owner={loaderData.owner} onChanged={refreshSessions} />,
        },
        {
          id: 'dvieju-veiksniu',
          title: 'Dviejų veiksnių autentifikavimas',
          content: (
            <TwoFactorPanel
              enabled={loaderData.twoFactorEnabled}
              brandName={loaderData.brandName}
              onChanged={() => {
                void revalidator.revalidate();
                refreshSessions();
              }}
            />
          ),
        },
        {
          id: 'sesijos',
          title: 'Prisijungę įrenginiai',
          description:
            'Nematote savo įrenginio? Atsijunkite kituose įrenginiuose ir pasikeiskite slaptažodį.',
          content: <ActiveSessions refreshKey={sessionsKey} />,
        },
        {
          id: 'duomenys',
          title: 'Jūsų duomenys',
          description: 'Atsisiųskite, ką apie jus saugome, arba ištrinkite paskyrą.',
          content: <PersonalDataPanel twoFactorEnabled={loaderData.twoFactorEnabled} />,
        },
      ]}
    />
  );
}
