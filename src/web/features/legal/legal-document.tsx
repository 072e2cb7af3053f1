/**
 * The frame of the privacy policy and the terms: a heading band, a table of contents (beside the text on
 * wide screens, above it on phones) and numbered sections set for reading.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '../../../core/legal/terms-version.ts';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export function LegalDocument({
  brandName,
  email,
  title,
  lead,
  sections: sectionsOf,
}: {
  /** The page loader's brand and the platform's contact address, which the texts name. */
  brandName: string;
  email: string;
  title: string;
  lead: (brand: string) => ReactNode;
  sections: (brand: string, email: string) => readonly LegalSection[];
}) {
  const sections = sectionsOf(brandName, email);
  return (
    <div className="pb-16">
      <header className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Teisinė informacija</p>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-4 max-w-3xl text-base leading-relaxed text-pretty text-zinc-700 sm:text-lg">
            {lead(brandName)}
          </div>
          <p className="mt-4 text-sm text-zinc-600">
            {`Galioja nuo ${TERMS_EFFECTIVE_DATE} · versija ${TERMS_VERSION}`}
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:pt-12">
        <nav
          aria-label="Turinys"
          className="self-start rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-6"
        >
          <p className="text-sm font-semibold text-zinc-900">Turinys</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span className="w-5 shrink-0 text-right text-zinc-500 tabular-nums">{index + 1}.</span>
                <a href={`#${section.id}`} className="text-zinc-700 hover:text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-antraste`}
              className="scroll-mt-6 border-b border-stone-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${section.id}-antraste`}
                className="flex gap-3 text-xl leading-snug font-semibold text-balance text-zinc-900 sm:text-2xl"
              >
                <span className="text-brand-700 tabular-nums">{index + 1}.</span>
                <span>{section.title}</span>
              </h2>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-pretty text-zinc-700">
                {section.content}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Term → explanation rows (what is kept and for how long, data and their purpose), stacked on phones. */
export function LegalTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly [string, string];
  rows: readonly (readonly [ReactNode, ReactNode])[];
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-stone-50 text-sm text-zinc-600 sm:table-header-group">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-3 font-semibold">
              {head[0]}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map(([term, text], index) => (
            <tr key={index} className="block px-4 py-3 sm:table-row sm:p-0">
              <th scope="row" className="block font-semibold text-zinc-900 sm:table-cell sm:px-4 sm:py-3">
                {term}
              </th>
              <td className="mt-1 block text-zinc-700 sm:mt-0 sm:table-cell sm:px-4 sm:py-3">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A link inside the text: a page of the site, or an address outside it. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
  return /^(https?:|mailto:)/.test(to) ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
