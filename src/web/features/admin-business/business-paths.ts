/** Addresses of the business set-up pages (named routes; `slug` defaults to `_`, the user's business). */
import { buildRoute } from '../../../contracts/routes.ts';

export const businessPaths = {
  settings: (slug: string) => buildRoute('admin_settings', { slug }),
  services: (slug: string) => buildRoute('admin_services', { slug }),
  team: (slug: string) => buildRoute('admin_team', { slug }),
  billing: (slug: string) => buildRoute('admin_billing', { slug }),
  onboarding: (slug: string) => buildRoute('admin_onboarding', { slug }),
  helpList: (slug: string, q?: string) => buildRoute('admin_help_list', { slug, q: q || undefined }),
  helpArticle: (slug: string, article: string) => buildRoute('admin_help_article', { slug, article }),
  operator: (query: Record<string, string | undefined> = {}) => buildRoute('admin_operator', query),
  schedule: (slug: string, specialistId: string) =>
    buildRoute('admin_schedule_show', { slug, id: specialistId }),
  booking: (slug: string) => buildRoute('new_appointment_business', { slug }),
  images: (slug: string) => buildRoute('admin_images', { slug }),
  invitations: (slug: string) => buildRoute('admin_invitations', { slug }),
};
