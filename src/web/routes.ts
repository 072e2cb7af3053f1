import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Three front-end variants, each with its own layout (src/web/routes/layouts):
// - the public website (marketplace, sign-in, the client's account),
// - the admin area under /administratorius,
// - each business's app under /{slug} (static paths above always win over this dynamic segment).
export default [
  layout('routes/layouts/public-layout.tsx', [
    index('routes/home.tsx'),
    // Booking flow and the client's visits.
    route('naujas-vizitas', 'routes/booking/pick-business.tsx'),
    route('naujas-vizitas/:slug', 'routes/booking/new-appointment.tsx'),
    route('mano-vizitai', 'routes/account/my-appointments.tsx'),
    route('mano-vizitai/:id/perkelti', 'routes/account/move-appointment.tsx'),
    route('mano-vizitai/pasiulymas/:id', 'routes/account/waitlist-offer.tsx'),
    // Public pages (routes/public/*.tsx), sign-in (routes/auth/*.tsx) and the account (routes/account/*.tsx) go here.
    // Public catalogue pages: search (the bare and one-segment forms redirect to the canonical address),
    // business pages, about, contact.
    route('grozio-specialistai', 'routes/public/search-redirect.tsx', { id: 'search-redirect' }),
    route('grozio-specialistai/:area', 'routes/public/search-redirect.tsx', { id: 'search-redirect-area' }),
    route('grozio-specialistai/:area/:location', 'routes/public/search.tsx'),
    route('apie', 'routes/public/about.tsx'),
    route('apie/:slug', 'routes/public/business.tsx'),
    route('susisiekti', 'routes/public/contact.tsx'),
    route('privatumo-politika', 'routes/public/privacy-policy.tsx'),
    route('naudojimosi-taisykles', 'routes/public/terms.tsx'),
    // Sign-in, sign-up, passwords and the client's account.
    route('prisijungti', 'routes/auth/sign-in.tsx'),
    route('prisijungti/patvirtinimas', 'routes/auth/two-factor.tsx'),
    route('registracija', 'routes/auth/sign-up.tsx'),
    route('registruotis', 'routes/auth/sign-up-alias.tsx'),
    route('pamirsau-slaptazodi', 'routes/auth/forgot-password.tsx'),
    route('naujas-slaptazodis', 'routes/auth/reset-password.tsx'),
    route('el-pasto-patvirtinimas', 'routes/auth/email-verification.tsx'),
    route('kvietimas/:token', 'routes/invitation/accept-invitation.tsx'),
    route('pasiulymu-atsisakymas/:token', 'routes/marketing/unsubscribe.tsx'),
    route('paskyra', 'routes/account/account-layout.tsx', [
      index('routes/account/profile.tsx'),
      route('saugumas', 'routes/account/security.tsx'),
    ]),
  ]),

  route('administratorius', 'routes/layouts/admin-layout.tsx', [
    index('routes/admin/admin-home.tsx'),
    // Appointments and the calendar (confirm and decline work from an e-mail link too).
    route('vizitai/sarasas/:slug', 'routes/admin/appointments/appointment-list.tsx'),
    route('vizitai/sukurti/:slug', 'routes/admin/appointments/appointment-create.tsx'),
    route('vizitai/kalendorius/:slug', 'routes/admin/calendar/calendar.tsx'),
    route('laukimo-sarasas/:slug', 'routes/admin/waitlist/waitlist-day.tsx'),
    route('vizitai/:slug/redaguoti/:id', 'routes/admin/appointments/appointment-edit.tsx'),
    route('vizitai/:slug/patvirtinti/:id', 'routes/admin/appointments/appointment-confirm.tsx'),
    route('vizitai/:slug/atmesti/:id', 'routes/admin/appointments/appointment-decline.tsx'),
    // Schedules, schedule overrides and holidays (the lists have the business slug last).
    route('tvarkarastis/:slug', 'routes/admin/schedules/schedule-list.tsx'),
    route('tvarkarastis/:slug/rodyti/:id', 'routes/admin/schedules/schedule-show.tsx'),
    route('tvarkarascio-pakeitimai/:slug', 'routes/admin/overrides/override-list.tsx'),
    route('tvarkarascio-pakeitimai/sukurti/:slug', 'routes/admin/overrides/override-create.tsx'),
    route('tvarkarascio-pakeitimai/:slug/redaguoti/:id', 'routes/admin/overrides/override-edit.tsx'),
    route('laisvadieniai/:slug', 'routes/admin/holidays/holiday-list.tsx'),
    route('laisvadieniai/sukurti/:slug', 'routes/admin/holidays/holiday-create.tsx'),
    route('laisvadieniai/:slug/redaguoti/:id', 'routes/admin/holidays/holiday-edit.tsx'),
    route('laisvadieniai/:slug/istrinti/:id', 'routes/admin/holidays/holiday-delete.tsx'),
    route('laisvadieniai/:slug/istraukti/:id', 'routes/admin/holidays/holiday-exclude.tsx'),
    // Images, clients and invitations.
    route('nuotraukos/:slug', 'routes/admin/images/images-page.tsx'),
    route('klientai/:slug', 'routes/admin/clients/client-list.tsx'),
    route('klientai/:slug/:cardId', 'routes/admin/clients/client-card.tsx'),
    route('kvietimai/:slug', 'routes/admin/invitations/invitation-list.tsx'),
    route('atsiliepimai/:slug', 'routes/admin/reviews/review-list.tsx'),
    // Business set-up: profile and rules, services, team, billing, onboarding, help, operator tools.
    route('nustatymai/:slug', 'routes/admin/settings/business-settings.tsx'),
    route('paslaugos/:slug', 'routes/admin/services/service-list.tsx'),
    route('komanda/:slug', 'routes/admin/team/team-list.tsx'),
    route('saskaitos/:slug', 'routes/admin/billing/billing.tsx'),
    route('statistika/:slug', 'routes/admin/statistics/statistics.tsx'),
    route('pradzia/:slug', 'routes/admin/onboarding/onboarding.tsx'),
    route('pagalba/sarasas/:slug', 'routes/admin/help/help-list.tsx'),
    route('pagalba/:slug/:article', 'routes/admin/help/help-article.tsx'),
    route('operatorius', 'routes/admin/operator/operator.tsx'),
    // Admin screens (routes/admin/*.tsx) go here, e.g. route('vizitai/sarasas/:slug', 'routes/admin/appointment-list.tsx').
  ]),

  route(':slug', 'routes/layouts/app-layout.tsx', { id: 'app-layout' }, [
    index('routes/app/app-home.tsx'),
    // The client's pages keep the app's shell: the website's pages, mounted again inside the app.
    route('naujas-vizitas', 'routes/booking/new-appointment.tsx', { id: 'app-new-appointment' }),
    route('mano-vizitai', 'routes/account/my-appointments.tsx', { id: 'app-my-appointments' }),
    route('mano-vizitai/:id/perkelti', 'routes/account/move-appointment.tsx', { id: 'app-move-appointment' }),
    route('mano-vizitai/pasiulymas/:id', 'routes/account/waitlist-offer.tsx', { id: 'app-waitlist-offer' }),
    route('prisijungti', 'routes/auth/sign-in.tsx', { id: 'app-sign-in' }),
    route('registracija', 'routes/auth/sign-up.tsx', { id: 'app-sign-up' }),
    route('paskyra', 'routes/account/account-layout.tsx', { id: 'app-account' }, [
      index('routes/account/profile.tsx', { id: 'app-profile' }),
      route('saugumas', 'routes/account/security.tsx', { id: 'app-security' }),
    ]),
  ]),

  // The booking widget other sites frame (embed.js): no shell.
  route('valdiklis/:slug', 'routes/widget/booking-widget.tsx'),

  // The server shows this page for an address or a form it refused (control characters): 400.
  route('neteisinga-uzklausa', 'routes/bad-request.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
