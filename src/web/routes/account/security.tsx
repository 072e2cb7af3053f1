import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AccountSection } from '../../features/auth/account-section.tsx';
import { ActiveSessions } from '../../features/auth/active-sessions.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { TwoFactorPanel } from '../../features/auth/two-factor-panel.tsx';
import { PersonalDataPanel } from '../../features/auth/personal-data-panel.tsx';
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

export default function Security({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [sessionsKey, setSessionsKey] = useState(0);
  const refreshSessions = () => setSessionsKey((key) => key + 1);

  return (
    <>
      <AccountSection
        id="slaptazodis"
        title="Slaptažodis"
        description="Naudokite bent 8 simbolių slaptažodį, kurio nenaudojate kitur."
      >
        <ChangePasswordForm owner={loaderData.owner} onChanged={refreshSessions} />
      </AccountSection>

      <AccountSection id="dvieju-veiksniu" title="Dviejų veiksnių autentifikavimas">
        <TwoFactorPanel
          enabled={loaderData.twoFactorEnabled}
          brandName={loaderData.brandName}
          onChanged={() => {
            void revalidator.revalidate();
            refreshSessions();
          }}
        />
      </AccountSection>

      <AccountSection
        id="sesijos"
        title="Prisijungę įrenginiai"
        description="Nematote savo įrenginio? Atsijunkite kituose įrenginiuose ir pasikeiskite slaptažodį."
      >
        <ActiveSessions refreshKey={sessionsKey} />
      </AccountSection>

      <AccountSection
        id="duomenys"
        title="Jūsų duomenys"
        description="Atsisiųskite, ką apie jus saugome, arba ištrinkite paskyrą."
      >
        <PersonalDataPanel twoFactorEnabled={loaderData.twoFactorEnabled} />
      </AccountSection>
    </>
  );
}
