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
const adminPage = (path: string): RouteDefinition => ({
  path,
  methods: GET,
  defaults: { slug: ADMIN_SLUG_PLACEHOLDER },
});

export const ROUTES = {
  // Public website pages.
  home: { path: '/', methods: GET },
  about: { path: '/apie', methods: GET },
  about_business: { path: '/apie/{slug}', methods: GET },
  contact: { path: '/susisiekti', methods: GET },
  new_appointment: { path: '/naujas-vizitas', methods: GET },
  new_appointment_business: { path: '/naujas-vizitas/{slug}', methods: GET },
  search: { path: '/grozio-specialistai/{area}/{location}', methods: GET },
  /** `visi` / `visa-lietuva` stand for "any area" / "anywhere". */
  search_all: { path: '/grozio-specialistai/visi/visa-lietuva', methods: GET },
  sign_in: { path: '/prisijungti', methods: GET },
  sign_up: { path: '/registracija', methods: GET },
  account: { path: '/paskyra', methods: GET },
  account_appointments: { path: '/mano-vizitai', methods: GET },

  // App variant: a business's own installable app.
  /** With the slash: the app's service worker controls /{slug}/ and what lies under it. */
  app_home: { path: '/{slug}/', methods: GET },
  app_appointments: { path: '/{slug}/mano-vizitai', methods: GET },
  app_account: { path: '/{slug}/paskyra', methods: GET },

  // Admin variant.
  admin_home: { path: '/administratorius', methods: GET },
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
  admin_services: adminPage('/administratorius/paslaugos/{slug}'),
  admin_team: adminPage('/administratorius/komanda/{slug}'),
  admin_billing: adminPage('/administratorius/saskaitos/{slug}'),
  admin_statistics: adminPage('/administratorius/statistika/{slug}'),
  admin_onboarding: adminPage('/administratorius/pradzia/{slug}'),
  admin_help_article: adminPage('/administratorius/pagalba/{slug}/{article}'),
  admin_operator: { path: '/administratorius/operatorius', methods: GET },

  // Named server routes and the rest of the API calls.
  sign_out: { path: '/api/auth/sign-out', methods: POST },
  update_phone_number: { path: '/api/user/profile/phone-number', methods: POST },
  resend_verification: { path: '/api/user/profile/resend-verification', methods: POST },
  toggle_two_factor: { path: '/api/user/profile/toggle-2fa', methods: POST },
  log_an_error: { path: '/api/public/log-an-error/{token}', methods: POST },
  user_notifications: { path: '/api/user/notifications', methods: GET },
  mark_notification_as_seen: { path: '/api/user/notification/mark-as-seen', methods: POST },
  dismiss_notification: { path: '/api/user/notification/dismiss', methods: POST },
  user_reminder_preferences: { path: '/api/user/reminder-preferences', methods: ['GET', 'POST'] },
  user_notification_preferences: { path: '/api/user/notification-preferences', methods: ['GET', 'POST'] },
  user_data_export: { path: '/api/user/profile/export', methods: GET },
  user_account_delete: { path: '/api/user/profile/delete', methods: POST },
  user_appointments: { path: '/api/user/appointments', methods: ['GET', 'POST'] },
  user_appointment_decline: { path: '/api/user/appointment/decline', methods: POST },
  webpush_subscribe: { path: '/webpush/', methods: ['POST', 'DELETE'] },

  public_business_search: { path: '/api/public/business/search', methods: GET },
  public_business: { path: '/api/public/business/{slug}', methods: GET },
  public_schedule_calendar_options: { path: '/api/public/schedule/calendar-options', methods: GET },
  public_schedule_available_dates: { path: '/api/public/schedule/available-dates', methods: GET },
  public_schedule_available_time_slots: { path: '/api/public/schedule/available-time-slots', methods: GET },
  public_schedule_override: { path: '/api/public/schedule/override', methods: GET },

  admin_appointments: { path: '/api/admin/appointments', methods: ['GET', 'POST'] },
  // The seed spells it "instuction"; kept as written so the path matches the specification.
  admin_skip_instruction: { path: '/api/admin/skip-instuction/{instruction}', methods: POST },
  admin_send_invitation: { path: '/api/admin/send-invitation', methods: POST },
  admin_appointment_note: { path: '/api/admin/appointment/{id}/note', methods: GET },
  admin_appointment_update: { path: '/api/admin/appointment/{id}', methods: ['GET', 'PATCH'] },
  admin_appointment_free_times: { path: '/api/admin/appointments/free-times', methods: GET },
  admin_appointment_series: { path: '/api/admin/appointments/series', methods: POST },
  admin_appointment_series_preview: { path: '/api/admin/appointments/series/preview', methods: POST },
  admin_appointment_following: { path: '/api/admin/appointment/{id}/following', methods: POST },
  admin_time_blocks: { path: '/api/admin/time-blocks', methods: POST },
  admin_time_block: { path: '/api/admin/time-block/{id}', methods: ['PATCH', 'DELETE'] },
  admin_calendar_data: { path: '/api/admin/calendar', methods: GET },
  admin_statistics_report: { path: '/api/admin/statistics', methods: GET },
  admin_statistics_csv: { path: '/api/admin/statistics/csv', methods: GET },
  admin_calendar_events: { path: '/api/admin/calendar/events', methods: GET },
  admin_business: { path: '/api/admin/business/{id}', methods: ['GET', 'PATCH'] },
  admin_business_calendar_feed: { path: '/api/admin/business/{id}/calendar-feed', methods: POST },
  admin_specialist_calendar_feed: { path: '/api/admin/specialist/{id}/calendar-feed', methods: POST },
  user_calendar_feed: { path: '/api/user/calendar-feed', methods: POST },
  admin_business_logo_upload: { path: '/api/admin/business/{id}/logo/upload', methods: POST },
  admin_business_logo_round: { path: '/api/admin/business/{id}/logo/round', methods: POST },
  admin_business_profile_upload: { path: '/api/admin/business/{id}/profile/upload', methods: POST },
  admin_business_profile_delete: { path: '/api/admin/business/{id}/profile/delete', methods: ['DELETE'] },
  admin_business_billing_details: { path: '/api/admin/business/{id}/billing-details', methods: GET },
  admin_business_billing_details_amount: {
    path: '/api/admin/business/{id}/billing-details/amount',
    methods: GET,
  },
  admin_business_mark_as_contacted: { path: '/api/admin/business/{id}/mark-as-contacted', methods: POST },
  admin_gallery_image_upload: { path: '/api/admin/gallery-image/{id}/upload', methods: POST },
  admin_gallery_image_create: { path: '/api/admin/gallery-image/create', methods: POST },
  admin_client_card: { path: '/api/admin/user/{id}/client-card', methods: ['GET', 'POST'] },
  admin_business_billing_details_update: {
    path: '/api/admin/business/{id}/billing-details',
    methods: ['PATCH'],
  },
  admin_business_services: { path: '/api/admin/business/{id}/services', methods: ['GET', 'POST'] },
  admin_business_service: {
    path: '/api/admin/business/{id}/services/{serviceId}',
    methods: ['PATCH', 'DELETE'],
  },
  admin_business_service_move: { path: '/api/admin/business/{id}/services/{serviceId}/move', methods: POST },
  admin_business_specialists: { path: '/api/admin/business/{id}/specialists', methods: ['GET', 'POST'] },
  admin_business_specialist: {
    path: '/api/admin/business/{id}/specialists/{specialistId}',
    methods: ['PATCH', 'DELETE'],
  },
  admin_business_specialist_move: {
    path: '/api/admin/business/{id}/specialists/{specialistId}/move',
    methods: POST,
  },
  admin_business_onboarding: { path: '/api/admin/business/{id}/onboarding', methods: GET },
  admin_business_publish: { path: '/api/admin/business/{id}/publish', methods: POST },
  admin_business_onboarded: { path: '/api/admin/business/{id}/onboarded', methods: POST },
  admin_business_owner: { path: '/api/admin/business/{id}/owner', methods: POST },
  admin_operator_businesses: { path: '/api/admin/operator/businesses', methods: ['GET', 'POST'] },
  // Images, client cards and invitations.
  admin_images: adminPage('/administratorius/nuotraukos/{slug}'),
  admin_clients: adminPage('/administratorius/klientai/{slug}'),
  admin_client: adminPage('/administratorius/klientai/{slug}/{cardId}'),
  admin_invitations: adminPage('/administratorius/kvietimai/{slug}'),
  invitation_accept: { path: '/kvietimas/{token}', methods: GET },
  admin_business_images: { path: '/api/admin/business/{id}/images', methods: GET },
  admin_business_logo_delete: { path: '/api/admin/business/{id}/logo/delete', methods: ['DELETE'] },
  admin_gallery_image: { path: '/api/admin/gallery-image/{id}', methods: ['PATCH', 'DELETE'] },
  admin_gallery_order: { path: '/api/admin/business/{id}/gallery/order', methods: POST },
  admin_specialist_photo_upload: { path: '/api/admin/specialist/{id}/photo/upload', methods: POST },
  admin_specialist_photo_delete: { path: '/api/admin/specialist/{id}/photo/delete', methods: ['DELETE'] },
  admin_business_clients: { path: '/api/admin/business/{id}/clients', methods: ['GET', 'POST'] },
  admin_client_card_by_id: { path: '/api/admin/client-card/{cardId}', methods: ['GET', 'PATCH'] },
  admin_client_card_erase: { path: '/api/admin/client-card/{cardId}/erase', methods: POST },
  admin_business_invitations: { path: '/api/admin/business/{id}/invitations', methods: GET },
  admin_invitation_resend: { path: '/api/admin/invitation/{id}/resend', methods: POST },
  admin_invitation_revoke: { path: '/api/admin/invitation/{id}/revoke', methods: POST },
  public_invitation: { path: '/api/public/invitations/{token}', methods: GET },
  public_invitation_accept: { path: '/api/public/invitations/{token}/accept', methods: POST },
  // Reviews.
  admin_reviews: adminPage('/administratorius/atsiliepimai/{slug}'),
  user_appointment_review: { path: '/api/user/appointment/{id}/review', methods: ['POST', 'PATCH'] },
  user_pending_review: { path: '/api/user/reviews/pending', methods: GET },
  public_business_reviews: { path: '/api/public/business/{slug}/reviews', methods: GET },
  admin_business_reviews: { path: '/api/admin/business/{id}/reviews', methods: GET },
  admin_review_reply: { path: '/api/admin/review/{id}/reply', methods: POST },
  admin_review_hide: { path: '/api/admin/review/{id}/hide', methods: POST },
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
