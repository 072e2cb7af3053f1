// The privacy policy and the terms, as the consent and the terms-update dialogs link them in their text.
import { buildRoute } from '../../contracts/routes.ts';

const LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** "‹privacy› ir ‹terms›", each link worded for the sentence it stands in. */
export function LegalLinks({ privacy, terms }: { privacy: string; terms: string }) {
  return (
    <>
      <a href={buildRoute('privacy_policy')} className={LINK_CLASS}>
        {privacy}
      </a>{' '}
      ir{' '}
      <a href={buildRoute('terms')} className={LINK_CLASS}>
        {terms}
      </a>
    </>
  );
}
