/**
 * The frame of the services and team pages: header with "new …" for managers, the onboarding banner, a
 * read-only note for everyone else, the add form while it is open, and the empty state.
 */
import { Fragment, useState, type ReactNode } from 'react';
import type { AdminPageBase } from '../../../contracts/admin-business.ts';
import { buttonClass } from '../../components/button.tsx';
import { Card, EmptyState } from '../../components/card.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { BusinessPage } from '../../components/page-header.tsx';
import { OnboardingBanner } from './onboarding-banner.tsx';

export function OrderedListPage({
  page,
  title,
  description,
  newLabel,
  readOnlyText,
  createCard,
  empty,
  children,
}: {
  page: AdminPageBase;
  title: string;
  description: string;
  /** The header button's text ("Nauja paslauga"). */
  newLabel: string;
  readOnlyText: string;
  /** The add form's card; `close` hides it again. */
  createCard: (close: () => void) => ReactNode;
  /** Shown when there are no items (and no add form open). */
  empty: { show: boolean; icon: ReactNode; title: string; actionLabel: string; text: string };
  children: ReactNode;
}) {
  const [creating, setCreating] = useState(false);
  const open = () => setCreating(true);
  const newButton = (label: string) => (
    <button type="button" className={buttonClass('primary')} onClick={open}>
      <PlusIcon className="size-4" />
      {label}
    </button>
  );
  return (
    <BusinessPage
      business={page.business}
      title={title}
      description={description}
      actions={page.canManage && !creating ? newButton(newLabel) : null}
    >
      <OnboardingBanner page={page} />
      {!page.canManage ? <Notice tone="info">{readOnlyText}</Notice> : null}
      {creating ? createCard(() => setCreating(false)) : null}
      {empty.show && !creating ? (
        <Card>
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            action={page.canManage ? newButton(empty.actionLabel) : null}
          >
            {empty.text}
          </EmptyState>
        </Card>
      ) : null}
      {children}
    </BusinessPage>
  );
}

/** The rows of an ordered list; each row is told whether it stands first or last (which moves it offers). */
export function OrderedRows<T extends { id: string }>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T, place: { first: boolean; last: boolean }) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {children(item, { first: index === 0, last: index === items.length - 1 })}
        </Fragment>
      ))}
    </ul>
  );
}
