// /administratorius/nustatymai/{slug}: the business profile, own domain and booking rules (owner, admin,
// operator). Each card is its own form, so saving one never sends the others' unsaved edits.
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { BookingChannelsCard } from '../../../features/admin-business/booking-channels-card.tsx';
import { RulesCard } from '../../../features/admin-business/booking-rules-card.tsx';
import { checkboxValue, formFields, listValue } from '../../../features/admin-business/form-values.ts';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { DomainCard, ImagesCard, ProfileCard } from '../../../features/admin-business/settings-cards.tsx';
import { CalendarFeedLink } from '../../../features/calendar/calendar-feed-link.tsx';
import { formResult, valueOrThrow, textField } from '../../../lib/page-results.ts';
import type { Route } from './+types/business-settings';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Nustatymai', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.settingsPage(context.user, params.slug), request);
}

const PROFILE_FIELDS = ['name', 'description', 'address', 'city', 'phone', 'email'] as const;
const RULE_FIELDS = [
  'leadTimeMinutes',
  'bookingHorizonDays',
  'slotStepMinutes',
  'cancellationCutoffHours',
  'waitlistHoldMinutes',
] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  let input: Record<string, unknown>;
  if (intent === 'profile') input = formFields(form, PROFILE_FIELDS);
  else if (intent === 'domain') input = formFields(form, ['domain']);
  else
    input = {
      ...formFields(form, RULE_FIELDS),
      requiresConfirmation: checkboxValue(form, 'requiresConfirmation'),
      requiresPhoneNumber: checkboxValue(form, 'requiresPhoneNumber'),
      reminderOffsetsMinutes: listValue(form, 'reminderOffsetsMinutes'),
    };
  const messages: Record<string, string> = {
    profile: 'Profilis išsaugotas.',
    domain: 'Domenas išsaugotas.',
    rules: 'Registracijos taisyklės išsaugotos.',
  };
  return formResult(
    await context.services.adminBusiness.updateSettings(context.user, params.slug, input),
    request,
    intent,
    messages[intent] ?? 'Išsaugota.',
  );
}

export const ErrorBoundary = AdminErrorView;

export default function BusinessSettings({ loaderData }: Route.ComponentProps) {
  const { settings, locations, business } = loaderData;
  return (
    <BusinessPage
      business={business}
      title="Verslo nustatymai"
      description="Profilis, kurį mato klientai, ir taisyklės, pagal kurias jie registruojasi."
      actions={
        <Link to={settings.bookingPath} className={buttonClass('secondary')}>
          Registracijos puslapis
        </Link>
      }
    >
      <OnboardingBanner page={loaderData} />
      <ProfileCard settings={settings} locations={locations} />
      <RulesCard settings={settings} />
      <BookingChannelsCard slug={business.slug} bookingPath={settings.bookingPath} />
      <DomainCard settings={settings} />
      <Card
        id="kalendorius"
        title="Vizitai jūsų kalendoriuje"
        description="Visi salono vizitai (nuo 30 dienų atgal) jūsų telefono ar kompiuterio kalendoriuje; atnaujinami patys."
      >
        <CalendarFeedLink route="admin_business_calendar_feed" params={{ id: settings.id }} />
      </Card>
      <ImagesCard settings={settings} slug={business.slug} />
    </BusinessPage>
  );
}
