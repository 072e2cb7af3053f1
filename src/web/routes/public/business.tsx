import { data } from 'react-router';
import { localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { breadcrumbStructuredData, salonStructuredData } from '../../../core/seo/structured-data.ts';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { BusinessSidebar } from '../../features/catalog/business-contacts.tsx';
import { BusinessGallery } from '../../features/catalog/business-gallery.tsx';
import { BusinessHeader } from '../../features/catalog/business-header.tsx';
import { BusinessReviews } from '../../features/catalog/business-reviews.tsx';
import { BusinessSection } from '../../features/catalog/business-section.tsx';
import { BusinessServices, BusinessTeam } from '../../features/catalog/business-services.tsx';
import { groupServicesByArea } from '../../lib/services-by-area.ts';
import { bookingPath, businessPath, searchHeading, searchPath } from '../../features/catalog/catalog-text.ts';
import { catalogErrorBoundary } from '../../features/catalog/not-found-panel.tsx';
import { absoluteUrl, pageMeta, siteUrlOf } from '../../lib/page-meta.ts';
import type { Route } from './+types/business';
import {
  FAVOURITE_ADDED,
  FAVOURITE_INTENT,
  FAVOURITE_REMOVED,
} from '../../features/catalog/favourite-button.tsx';
import { formResult, intentPost, textField, unknownIntent } from '../../lib/page-results.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Verslas nerastas – ${DEFAULT_BRAND_NAME}` }];
  const { business, brandName, areas, location } = loaderData;
  const siteUrl = siteUrlOf(matches);
  const where = business.cityName ? `, ${business.cityName}` : '';
  const path = businessPath(business.slug);
  const firstArea = groupServicesByArea(business.services, areas)[0]?.area ?? null;
  const picture = business.images[0]?.url ?? business.profileImage;
  return pageMeta({
    matches,
    path,
    title: `${business.name}${where} – ${brandName}`,
    description:
      business.description.trim() ||
      `${business.name}${where}: paslaugos, kainos, specialistai ir atsiliepimai.`,
    image: picture ? { url: picture, alt: business.name } : null,
    structuredData: [
      salonStructuredData({
        url: absoluteUrl(siteUrl, path),
        name: business.name,
        description: business.description.trim(),
        images: business.images.map((i) => absoluteUrl(siteUrl, i.url)),
        logo: business.logo ? absoluteUrl(siteUrl, business.logo) : null,
        telephone: business.phone,
        email: business.email,
        streetAddress: business.address,
        city: business.cityName,
        openingHours: business.openingHours,
        services: business.services,
        rating: business.rating,
        reviewCount: business.reviewCount,
        reviews: business.reviews,
        bookingUrl: business.onboarded ? absoluteUrl(siteUrl, bookingPath(business.slug)) : null,
      }),
      breadcrumbStructuredData([
        { name: 'Pradžia', url: absoluteUrl(siteUrl, '/') },
        {
          name: searchHeading(firstArea, location),
          url: absoluteUrl(siteUrl, searchPath({ area: firstArea?.slug, location: location?.slug })),
        },
        { name: business.name, url: absoluteUrl(siteUrl, path) },
      ]),
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = context;
  const [business, areas, locations, favourite] = await Promise.all([
    context.services.catalog.businessBySlug(params.slug),
    context.services.catalog.areas(),
    context.services.catalog.locations(),
    // Only a signed-in person's page (never kept in the page cache) knows the heart's state.
    user ? context.services.favourites.isFavourite(user, params.slug) : null,
  ]);
  if (!business) throw data(null, { status: 404 });
  return {
    brandName: context.brandName,
    business,
    favourite,
    areas,
    location: locations.find((l) => l.slug === business.city) ?? null,
    // The year now where the business is: its reviews' dates are shown in its zone.
    currentYear: Number(localDateOf(context.now().toISOString(), business.timeZone).slice(0, 4)),
  };
}

/** The "Mano salonai" heart: adds or removes the salon for the signed-in client (others go to sign in). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent !== FAVOURITE_INTENT) return unknownIntent(request, intent);
  const favourite = textField(form, 'favourite') === '1';
  return formResult(
    await context.services.favourites.set(user, params.slug, favourite),
    request,
    intent,
    favourite ? FAVOURITE_ADDED : FAVOURITE_REMOVED,
  );
}

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const { business, favourite, areas, location, currentYear } = loaderData;
  const groups = groupServicesByArea(business.services, areas);
  const firstArea = groups[0]?.area ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <Breadcrumbs
        className="mb-4 text-sm text-zinc-600"
        steps={[
          { label: 'Pradžia', href: '/' },
          {
            label: searchHeading(firstArea, location),
            href: searchPath({ area: firstArea?.slug, location: location?.slug }),
          },
          { label: business.name },
        ]}
      />

      <BusinessGallery business={business} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          <BusinessHeader business={business} favourite={favourite} />
          {business.description ? (
            <BusinessSection slug="apie" title="Apie mus">
              <p className="mt-3 leading-relaxed whitespace-pre-line text-zinc-700">{business.description}</p>
            </BusinessSection>
          ) : null}
          <BusinessServices business={business} groups={groups} />
          <BusinessTeam specialists={business.specialists} />
          <BusinessReviews business={business} currentYear={currentYear} />
        </div>
        <BusinessSidebar business={business} />
      </div>
    </div>
  );
}

export const ErrorBoundary = catalogErrorBoundary(
  'Verslas nerastas',
  'Tokio salono pas mus nėra arba jo adresas pasikeitė. Raskite jį paieškoje.',
);
