import { describe, expect, it } from 'vitest';
import { ROUTES, RouteBuildError, buildRoute, isRouteName, routeParamNames } from './routes.ts';
import type { RouteName } from './routes.ts';

describe('buildRoute', () => {
  it.each<[RouteName, Record<string, string>, string]>([
    ['about', {}, '/apie'],
    ['about_business', { slug: 'saule' }, '/apie/saule'],
    ['contact', {}, '/susisiekti'],
    ['new_appointment', {}, '/naujas-vizitas'],
    ['new_appointment_business', { slug: 'saule' }, '/naujas-vizitas/saule'],
    ['search', { area: 'kirpejai', location: 'vilnius' }, '/grozio-specialistai/kirpejai/vilnius'],
    ['admin_appointment_list', { slug: 'saule' }, '/administratorius/vizitai/sarasas/saule'],
    ['admin_appointment_create', {}, '/administratorius/vizitai/sukurti/_'],
    ['admin_appointment_edit', { id: '7' }, '/administratorius/vizitai/_/redaguoti/7'],
    ['admin_appointment_decline', { id: '7' }, '/administratorius/vizitai/_/atmesti/7'],
    ['admin_appointment_confirm', { id: '7' }, '/administratorius/vizitai/_/patvirtinti/7'],
    ['admin_calendar', {}, '/administratorius/vizitai/kalendorius/_'],
    ['admin_schedule_show', { id: '3' }, '/administratorius/tvarkarastis/_/rodyti/3'],
    ['admin_schedule_override_create', {}, '/administratorius/tvarkarascio-pakeitimai/sukurti/_'],
    ['admin_schedule_override_edit', { id: '3' }, '/administratorius/tvarkarascio-pakeitimai/_/redaguoti/3'],
    ['admin_holiday_create', {}, '/administratorius/laisvadieniai/sukurti/_'],
    ['admin_holiday_edit', { id: '9' }, '/administratorius/laisvadieniai/_/redaguoti/9'],
    ['admin_holiday_delete', { id: '9' }, '/administratorius/laisvadieniai/_/istrinti/9'],
    ['admin_holiday_exclude', { id: '9' }, '/administratorius/laisvadieniai/_/istraukti/9'],
    ['admin_help_list', {}, '/administratorius/pagalba/sarasas/_'],
    ['update_phone_number', {}, '/api/user/profile/phone-number'],
    ['resend_verification', {}, '/api/user/profile/resend-verification'],
    ['log_an_error', { token: 'abc123' }, '/api/public/log-an-error/abc123'],
    ['mark_notification_as_seen', {}, '/api/user/notification/mark-as-seen'],
    ['dismiss_notification', {}, '/api/user/notification/dismiss'],
    ['webpush_subscribe', {}, '/webpush/'],
    ['admin_skip_instruction', { instruction: 'calendar' }, '/api/admin/skip-instuction/calendar'],
    ['admin_business_billing_details_amount', { id: 'b1' }, '/api/admin/business/b1/billing-details/amount'],
  ])('%s %j → %s', (name, params, path) => {
    expect(buildRoute(name, params)).toBe(path);
  });

  it('defaults the admin slug to the placeholder but takes a given one', () => {
    expect(buildRoute('admin_calendar')).toBe('/administratorius/vizitai/kalendorius/_');
    expect(buildRoute('admin_calendar', { slug: 'zirkles' })).toBe(
      '/administratorius/vizitai/kalendorius/zirkles',
    );
    expect(buildRoute('admin_calendar', { slug: '' })).toBe('/administratorius/vizitai/kalendorius/_');
  });

  it('encodes parameter values', () => {
    expect(buildRoute('about_business', { slug: 'a b/č' })).toBe('/apie/a%20b%2F%C4%8D');
  });

  it('appends other parameters as the query string', () => {
    expect(
      buildRoute('public_business_search', { area: 'kirpejai', q: 'ką nors', page: 2, empty: null }),
    ).toBe('/api/public/business/search?area=kirpejai&q=k%C4%85+nors&page=2');
    expect(buildRoute('admin_appointments', { status: ['pending', 'confirmed'] })).toBe(
      '/api/admin/appointments?status=pending&status=confirmed',
    );
    expect(buildRoute('about_business', { slug: 'saule', pranesimai: '' })).toBe('/apie/saule?pranesimai=');
  });

  it('throws a typed error for an unknown route', () => {
    const error = catchError(() => buildRoute('no_such_route'));
    expect(error).toBeInstanceOf(RouteBuildError);
    expect(error).toMatchObject({ code: 'unknown_route', routeName: 'no_such_route', param: null });
    // Object prototype names are not routes.
    expect(() => buildRoute('toString')).toThrow(RouteBuildError);
  });

  it('throws a typed error for a missing parameter', () => {
    const error = catchError(() => buildRoute('admin_appointment_edit', { slug: 'saule' }));
    expect(error).toMatchObject({ code: 'missing_param', routeName: 'admin_appointment_edit', param: 'id' });
    expect(() => buildRoute('search', { area: 'kirpejai' })).toThrow(/location/);
    expect(() => buildRoute('log_an_error', { token: null })).toThrow(RouteBuildError);
  });
});

describe('route table', () => {
  it('knows its names', () => {
    expect(isRouteName('contact')).toBe(true);
    expect(isRouteName('hasOwnProperty')).toBe(false);
    expect(routeParamNames('admin_holiday_edit')).toEqual(['slug', 'id']);
  });

  it('gives every admin page route the slug placeholder and no API route a default', () => {
    for (const [name, definition] of Object.entries(ROUTES)) {
      const hasDefault = 'defaults' in definition;
      const isAdminPage =
        definition.path.startsWith('/administratorius/') && definition.path.includes('{slug}');
      expect(hasDefault, name).toBe(isAdminPage);
    }
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
