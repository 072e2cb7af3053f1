/**
 * The named-route table (page routes, the named server routes and the API paths): route name →
 * path pattern. Server, page loaders and browser code build URLs with `buildRoute(name, params)` instead of
 * writing paths by hand, so a path changes in one place.
 *
 * Patterns use `{param}` placeholders. A route may give defaults for its parameters: every admin page route
 * defaults `slug` to `ADMIN_SLUG_PLACEHOLDER`, which the server resolves to the signed-in user's business.
 * Parameters that are not placeholders of the pattern are appended as the query string.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly path: string;
  /** Page routes are GET; API routes list what they answer to (documentation, not enforced here). */
  readonly methods: readonly HttpMethod[];
  readonly defaults?: Readonly<Record<string, string>>;
}

/** Stands for "the signed-in user's business" in admin URLs. */
export const ADMIN_SLUG_PLACEHOLDER = '_';

const GET = ['GET'] as const;
const POST = ['POST'] as const;
/** A route answering GET unless `methods` says otherwise. */
const route = (path: string, methods: readonly HttpMethod[] = GET): RouteDefinition => ({ path, methods });
const adminPage = (path: string): RouteDefinition => ({
  ...route(path),
  defaults: { slug: ADMIN_SLUG_PLACEHOLDER },
});

export const ROUTES = {
  // Public website pages.
  home: route('/'),
  about: route('/apie'),
  about_business: route('/apie/{slug}'),
  contact: route('/susisiekti'),
  privacy_policy: route('/privatumo-politika'),
  terms: route('/naudojimosi-taisykles'),
  new_appointment: route('/naujas-vizitas'),
  new_appointment_business: route('/naujas-vizitas/{slug}'),
  search: route('/grozio-specialistai/{area}/{location}'),
  /** `visi` / `visa-lietuva` stand for "any area" / "anywhere". */
  search_all: route('/grozio-specialistai/visi/visa-lietuva'),
  sign_in: route('/prisijungti'),
  sign_up: route('/registracija'),
  account: route('/paskyra'),
  account_appointments: route('/mano-vizitai'),
  /** Where the client moves their visit to another free time (the visit e-mails link here). */
  account_move_visit: route('/mano-vizitai/{id}/perkelti'),
  /** A marketing letter's "Atsisakyti": the page that withdraws the consent with one button. */
  marketing_unsubscribe: route('/pasiulymu-atsisakymas/{token}'),
  /** A waitlist offer: the held time with "Registruotis" (its notification, push and e-mail link here). */
  account_waitlist_offer: route('/mano-vizitai/pasiulymas/{id}'),

  // App variant: a business's own installable app.
  /** With the slash: the app's service worker controls /{slug}/ and what lies under it. */
  app_home: route('/{slug}/'),
  app_appointments: route('/{slug}/mano-vizitai'),
  app_account: route('/{slug}/paskyra'),

  // Admin variant.
  admin_home: route('/administratorius'),
  admin_appointment_list: adminPage('/administratorius/vizitai/sarasas/{slug}'),
  admin_appointment_create: adminPage('/administratorius/vizitai/sukurti/{slug}'),
  admin_appointment_edit: adminPage('/administratorius/vizitai/{slug}/redaguoti/{id}'),
  admin_appointment_decline: adminPage('/administratorius/vizitai/{slug}/atmesti/{id}'),
  admin_appointment_confirm: adminPage('/administratorius/vizitai/{slug}/patvirtinti/{id}'),
  admin_calendar: adminPage('/administratorius/vizitai/kalendorius/{slug}'),
  admin_schedule_list: adminPage('/administratorius/tvarkarastis/{slug}'),
  admin_schedule_show: adminPage('/administratorius/tvarkarastis/{slug}/rodyti/{id}'),
  admin_schedule_override_list: adminPage('/administratorius/tvarkarascio-pakeitimai/{slug}'),
  admin_schedule_override_create: adminPage('/administratorius/tvarkarascio-pakeitimai/sukurti/{slug}'),
  admin_schedule_override_edit: adminPage('/administratorius/tvarkarascio-pakeitimai/{slug}/redaguoti/{id}'),
  admin_holiday_list: adminPage('/administratorius/laisvadieniai/{slug}'),
  admin_holiday_create: adminPage('/administratorius/laisvadieniai/sukurti/{slug}'),
  admin_holiday_edit: adminPage('/administratorius/laisvadieniai/{slug}/redaguoti/{id}'),
  admin_holiday_delete: adminPage('/administratorius/laisvadieniai/{slug}/istrinti/{id}'),
  admin_holiday_exclude: adminPage('/administratorius/laisvadieniai/{slug}/istraukti/{id}'),
  admin_help_list: adminPage('/administratorius/pagalba/sarasas/{slug}'),
  // Business set-up pages: profile, services, team, billing, onboarding, help, operator.
  admin_settings: adminPage('/administratorius/nustatymai/{slug}'),
  /** One day's waitlist (`?data=YYYY-MM-DD`, today by default). */
  admin_waitlist: adminPage('/administratorius/laukimo-sarasas/{slug}'),
  admin_services: adminPage('/administratorius/paslaugos/{slug}'),
  admin_team: adminPage('/administratorius/komanda/{slug}'),
  admin_billing: adminPage('/administratorius/saskaitos/{slug}'),
  admin_statistics: adminPage('/administratorius/statistika/{slug}'),
  admin_onboarding: adminPage('/administratorius/pradzia/{slug}'),
  admin_help_article: adminPage('/administratorius/pagalba/{slug}/{article}'),
  admin_operator: route('/administratorius/operatorius'),

  // Named server routes and the rest of the API calls.
  sign_out: route('/api/auth/sign-out', POST),
  update_phone_number: route('/api/user/profile/phone-number', POST),
  resend_verification: route('/api/user/profile/resend-verification', POST),
  toggle_two_factor: route('/api/user/profile/toggle-2fa', POST),
  log_an_error: route('/api/public/log-an-error/{token}', POST),
  /** The one-click unsubscribe address of marketing letters (`List-Unsubscribe`). */
  public_marketing_unsubscribe: route('/api/public/marketing/unsubscribe/{token}', ['GET', 'POST']),
  user_notifications: route('/api/user/notifications'),
  mark_notification_as_seen: route('/api/user/notification/mark-as-seen', POST),
  dismiss_notification: route('/api/user/notification/dismiss', POST),
  user_reminder_preferences: route('/api/user/reminder-preferences', ['GET', 'POST']),
  user_notification_preferences: route('/api/user/notification-preferences', ['GET', 'POST']),
  user_data_export: route('/api/user/profile/export'),
  user_account_delete: route('/api/user/profile/delete', POST),
  user_terms_acceptance: route('/api/user/profile/terms', POST),
  user_marketing_consents: route('/api/user/marketing-consents'),
  user_appointments: route('/api/user/appointments', ['GET', 'POST']),
  user_appointment_decline: route('/api/user/appointment/decline', POST),
  webpush_subscribe: route('/webpush/', ['POST', 'DELETE']),

  public_business_search: route('/api/public/business/search'),
  public_business: route('/api/public/business/{slug}'),
  public_schedule_calendar_options: route('/api/public/schedule/calendar-options'),
  public_schedule_available_dates: route('/api/public/schedule/available-dates'),
  public_schedule_available_time_slots: route('/api/public/schedule/available-time-slots'),
  public_schedule_override: route('/api/public/schedule/override'),

  admin_appointments: route('/api/admin/appointments', ['GET', 'POST']),
  // The seed spells it "instuction"; kept as written so the path matches the specification.
  admin_skip_instruction: route('/api/admin/skip-instuction/{instruction}', POST),
  admin_send_invitation: route('/api/admin/send-invitation', POST),
  admin_appointment_note: route('/api/admin/appointment/{id}/note'),
  admin_appointment_update: route('/api/admin/appointment/{id}', ['GET', 'PATCH']),
  admin_appointment_undo_move: route('/api/admin/appointment/{id}/undo-move', ['POST']),
  admin_appointment_free_times: route('/api/admin/appointments/free-times'),
  admin_appointment_series: route('/api/admin/appointments/series', POST),
  admin_appointment_series_preview: route('/api/admin/appointments/series/preview', POST),
  admin_appointment_following: route('/api/admin/appointment/{id}/following', POST),
  admin_time_blocks: route('/api/admin/time-blocks', POST),
  admin_time_block: route('/api/admin/time-block/{id}', ['PATCH', 'DELETE']),
  admin_calendar_data: route('/api/admin/calendar'),
  admin_statistics_report: route('/api/admin/statistics'),
  admin_statistics_csv: route('/api/admin/statistics/csv'),
  admin_calendar_events: route('/api/admin/calendar/events'),
  admin_business: route('/api/admin/business/{id}', ['GET', 'PATCH']),
  admin_business_calendar_feed: route('/api/admin/business/{id}/calendar-feed', POST),
  admin_specialist_calendar_feed: route('/api/admin/specialist/{id}/calendar-feed', POST),
  user_calendar_feed: route('/api/user/calendar-feed', POST),
  admin_business_logo_upload: route('/api/admin/business/{id}/logo/upload', POST),
  admin_business_logo_round: route('/api/admin/business/{id}/logo/round', POST),
  admin_business_profile_upload: route('/api/admin/business/{id}/profile/upload', POST),
  admin_business_profile_delete: route('/api/admin/business/{id}/profile/delete', ['DELETE']),
  admin_business_billing_details: route('/api/admin/business/{id}/billing-details'),
  admin_business_billing_details_amount: route('/api/admin/business/{id}/billing-details/amount'),
  admin_business_invoices: route('/api/admin/business/{id}/invoices'),
  admin_business_invoice_pdf: route('/api/admin/business/{id}/invoices/{invoiceId}/pdf'),
  admin_operator_invoice_register: route('/api/admin/operator/invoices/register'),
  admin_operator_invoice_credit_note: route('/api/admin/operator/invoices/{invoiceId}/credit-note', POST),
  admin_business_mark_as_contacted: route('/api/admin/business/{id}/mark-as-contacted', POST),
  admin_gallery_image_upload: route('/api/admin/gallery-image/{id}/upload', POST),
  admin_gallery_image_create: route('/api/admin/gallery-image/create', POST),
  admin_client_card: route('/api/admin/user/{id}/client-card', ['GET', 'POST']),
  admin_business_billing_details_update: route('/api/admin/business/{id}/billing-details', ['PATCH']),
  admin_business_services: route('/api/admin/business/{id}/services', ['GET', 'POST']),
  admin_business_service: route('/api/admin/business/{id}/services/{serviceId}', ['PATCH', 'DELETE']),
  admin_business_service_move: route('/api/admin/business/{id}/services/{serviceId}/move', POST),
  admin_business_specialists: route('/api/admin/business/{id}/specialists', ['GET', 'POST']),
  admin_business_specialist: route('/api/admin/business/{id}/specialists/{specialistId}', [
    'PATCH',
    'DELETE',
  ]),
  admin_business_specialist_move: route('/api/admin/business/{id}/specialists/{specialistId}/move', POST),
  admin_business_onboarding: route('/api/admin/business/{id}/onboarding'),
  admin_business_publish: route('/api/admin/business/{id}/publish', POST),
  admin_business_onboarded: route('/api/admin/business/{id}/onboarded', POST),
  admin_business_owner: route('/api/admin/business/{id}/owner', POST),
  admin_operator_businesses: route('/api/admin/operator/businesses', ['GET', 'POST']),
  // Images, client cards and invitations.
  admin_images: adminPage('/administratorius/nuotraukos/{slug}'),
  admin_clients: adminPage('/administratorius/klientai/{slug}'),
  admin_client: adminPage('/administratorius/klientai/{slug}/{cardId}'),
  admin_invitations: adminPage('/administratorius/kvietimai/{slug}'),
  invitation_accept: route('/kvietimas/{token}'),
  admin_business_images: route('/api/admin/business/{id}/images'),
  admin_business_logo_delete: route('/api/admin/business/{id}/logo/delete', ['DELETE']),
  admin_gallery_image: route('/api/admin/gallery-image/{id}', ['PATCH', 'DELETE']),
  admin_gallery_order: route('/api/admin/business/{id}/gallery/order', POST),
  admin_specialist_photo_upload: route('/api/admin/specialist/{id}/photo/upload', POST),
  admin_specialist_photo_delete: route('/api/admin/specialist/{id}/photo/delete', ['DELETE']),
  admin_business_clients: route('/api/admin/business/{id}/clients', ['GET', 'POST']),
  admin_business_clients_import: route('/api/admin/business/{id}/clients/import', POST),
  admin_business_clients_import_undo: route('/api/admin/business/{id}/clients/import/{importId}', ['DELETE']),
  admin_business_visits_import: route('/api/admin/business/{id}/visits/import', POST),
  admin_business_visits_import_undo: route('/api/admin/business/{id}/visits/import/{importId}', ['DELETE']),
  admin_client_card_by_id: route('/api/admin/client-card/{cardId}', ['GET', 'PATCH']),
  admin_client_card_erase: route('/api/admin/client-card/{cardId}/erase', POST),
  admin_business_invitations: route('/api/admin/business/{id}/invitations'),
  admin_invitation_resend: route('/api/admin/invitation/{id}/resend', POST),
  admin_invitation_revoke: route('/api/admin/invitation/{id}/revoke', POST),
  public_invitation: route('/api/public/invitations/{token}'),
  public_invitation_accept: route('/api/public/invitations/{token}/accept', POST),
  // Reviews.
  admin_reviews: adminPage('/administratorius/atsiliepimai/{slug}'),
  user_appointment_review: route('/api/user/appointment/{id}/review', ['POST', 'PATCH']),
  user_pending_review: route('/api/user/reviews/pending'),
  public_business_reviews: route('/api/public/business/{slug}/reviews'),
  admin_business_reviews: route('/api/admin/business/{id}/reviews'),
  admin_review_reply: route('/api/admin/review/{id}/reply', POST),
  admin_review_hide: route('/api/admin/review/{id}/hide', POST),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

export type RouteParamValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type RouteParams = Readonly<Record<string, RouteParamValue>>;

export type RouteBuildErrorCode = 'unknown_route' | 'missing_param';

export class RouteBuildError extends Error {
  readonly code: RouteBuildErrorCode;
  readonly routeName: string;
  /** The missing parameter, for `missing_param`. */
  readonly param: string | null;

  constructor(code: RouteBuildErrorCode, routeName: string, param: string | null = null) {
    super(
      code === 'unknown_route'
        ? `Unknown route "${routeName}"`
        : `Route "${routeName}" needs the parameter "${param ?? ''}"`,
    );
    this.name = 'RouteBuildError';
    this.code = code;
    this.routeName = routeName;
    this.param = param;
  }
}

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `{param}` names of a route's pattern, in order. */
export function routeParamNames(name: RouteName): string[] {
  return [...ROUTES[name].path.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

function isPresent(
  value: RouteParamValue,
): value is string | number | boolean | readonly (string | number)[] {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The path of a named route. Placeholders take `params` (or the route's defaults), URL-encoded; other
 * params become the query string (arrays repeat the key; null/undefined are left out).
 * Throws `RouteBuildError` for an unknown name or a missing placeholder value.
 */
export function buildRoute(name: RouteName | (string & {}), params: RouteParams = {}): string {
  if (!isRouteName(name)) throw new RouteBuildError('unknown_route', name);
  const definition: RouteDefinition = ROUTES[name];
  const used = new Set<string>();
  const path = definition.path.replace(PLACEHOLDER, (_match, param: string) => {
    used.add(param);
    const given = params[param];
    const value = isPresent(given) ? given : definition.defaults?.[param];
    if (value === undefined || Array.isArray(value)) throw new RouteBuildError('missing_param', name, param);
    return encodeURIComponent(String(value));
  });

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
