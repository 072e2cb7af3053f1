/** The footer: real links only, and the brand. */
import { Link } from 'react-router';
import { buildRoute } from '../../contracts/routes.ts';
import { BrandMark } from './brand-mark.tsx';

export interface FooterLink {
  label: string;
  href: string;
}

const DEFAULT_FOOTER_LINKS: FooterLink[] = [
  { label: 'Apie', href: buildRoute('about') },
  { label: 'Susisiekti', href: buildRoute('contact') },
  { label: 'Privatumo politika', href: buildRoute('privacy_policy') },
  { label: 'Naudojimosi taisyklės', href: buildRoute('terms') },
];

export function SiteFooter({
  brandName,
  links = DEFAULT_FOOTER_LINKS,
  tagline = 'Grožio specialistų paieška ir registracija vizitams internetu.',
  poweredBy = false,
}: {
  brandName: string;
  links?: FooterLink[];
  tagline?: string;
  /** In a business's app: "Veikia platformoje „<brand>“" (a quoted name keeps its own form). */
  poweredBy?: boolean;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          {poweredBy ? (
            <p className="text-sm text-zinc-600">
              Veikia platformoje{' '}
              <a href="/" className="font-semibold text-brand-700 hover:underline">
                „{brandName}“
              </a>
            </p>
          ) : (
            <>
              <BrandMark name={brandName} compact />
              <p className="mt-3 text-sm leading-relaxed text-zinc-600">{tagline}</p>
            </>
          )}
        </div>
        <nav aria-label="Apačios nuorodos">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="font-medium text-zinc-700 hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-zinc-600 sm:px-6" suppressHydrationWarning>
          © {year} {brandName}
        </p>
      </div>
    </footer>
  );
}
