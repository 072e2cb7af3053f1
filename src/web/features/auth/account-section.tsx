import type { ReactNode } from 'react';

/** One card of the account pages: a heading, a line of explanation, then the form. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-900/5 sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-zinc-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm leading-relaxed text-zinc-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** One card of an account page, as `AccountSections` lists it. */
export interface AccountCard {
  id: string;
  title: string;
  description?: ReactNode;
  content: ReactNode;
}

/** An account page's cards, in order. */
export function AccountSections({ cards }: { cards: readonly AccountCard[] }) {
  return cards.map(({ id, title, description, content }) => (
    <AccountSection key={id} id={id} title={title} description={description}>
      {content}
    </AccountSection>
  ));
}
