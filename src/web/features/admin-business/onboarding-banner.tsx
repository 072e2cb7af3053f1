/** On the set-up pages of a business that is not published yet: where the checklist is. */
import { Link } from 'react-router';
import type { AdminPageBase } from '../../../contracts/admin-business.ts';
import { Notice } from '../../components/notice.tsx';
import { businessPaths } from './business-paths.ts';

export function OnboardingBanner({ page }: { page: AdminPageBase }) {
  if (page.business.onboarded || !page.canManage) return null;
  return (
    <Notice tone="warning" title="Verslas dar nepaskelbtas – klientai negali registruotis internetu.">
      Ką dar liko padaryti, matysite{' '}
      <Link
        to={businessPaths.onboarding(page.business.slug)}
        className="font-semibold underline underline-offset-2"
      >
        pasiruošimo sąraše
      </Link>
      .
    </Notice>
  );
}
